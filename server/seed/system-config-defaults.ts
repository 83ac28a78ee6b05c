/**
 * Default value of every setting of spec 7.9, keyed by the setting's name with its first letter
 * upper-cased (the path segment after get/set: getOrderTimeoutMinutes -> 'OrderTimeoutMinutes';
 * the two the spec spells in lower case, enableService and redWalletCount, become 'EnableService'
 * and 'RedWalletCount'). The seed writes these rows, and the server falls back to them when a row
 * is missing, so a database created before a setting existed still behaves sensibly.
 *
 * The spec shows neither types nor values (section 9): booleans are stored as JSON booleans,
 * counts and durations as numbers, and the two grouped settings as objects with the fields of
 * spec section 3. Money inside settings is in minor units like everywhere else.
 */
export const defaultSystemConfig: Record<string, unknown> = {
  // Service and orders
  EnableService: true,
  OrderTimeoutMinutes: 15,
  /** Seconds a payment confirmation waits before it is applied ("payment delay"). */
  MessageDelay: 0,
  /** Seconds without a heartbeat after which a monitor counts as offline ("monitor keep-alive"). */
  MonitorLiveTime: 120,
  /** Minutes after a timeout during which the timeout callback is still sent ("auto-callback cap"). */
  TimeoutCallbackTime: 5,
  CanTimeoutSupplement: true,
  /** Minutes after completion during which a completed order may still be checked again. */
  CompleteCheckOrderTime: 30,
  CompleteTimeFilter: false,
  HighPerfOrderQuery: false,
  IsNewPayUrl: true,
  AllowPictureQueryOrder: true,
  /** false: statistics in the server's time zone; true: in Beijing time (spec 9). */
  OrderStatisticsTimeFormat: false,
  /** Days after which old orders and logs are cleared ("data cleanup period in days"). */
  DataClearCycle: 90,
  ShowUserStatisticInfo: true,

  // Branding and session
  ShowLogo: true,
  SysFlag: 'PayHub',
  /** Spec 9: token cookie expiry comes from config, default 1 day. */
  TokenCookieDays: 1,
  /** Empty: the order API is served at the page's own origin. */
  ApiUrl: '',
  ContactInfo: 'support@payhub.example',
  CardCountry: 'IN',
  DefaultCountry: 'IN',

  // Security and verification
  EnableIpChangedCheck: false,
  EnablePayPassword: false,
  KYC: false,
  NeedNameCheck: false,
  EnableSystemCheck: true,
  RiskControlSwitch: true,
  /** Chain continuation auto-callback limit (spec 9). */
  FixSecurityChainSupplementLimit: 3,
  SecurityFreqParameters: {
    sbLeakCheckInterval: 60,
    minReliableChainSize: 3,
    minReliableCheckSize: 5,
    minReliableCheckTimeRange: 30,
    /** Sent times 100 (spec 9): 1,000.00 in minor units. */
    minReliableCheckAmount: 100_000,
    type: 0,
  },
  GlobalSecuritySetting: {
    lookForwardMinutes: 10,
    perMinuteFreqCount: 20,
    messageMaxCacheTime: 30,
    messageInSecurityChainCacheTime: 60,
  },
  EnableGoogleVerifyForIpWhitelist: true,
  EnableGoogleVerifyForIpRule: true,
  EnableGoogleVerifyForBalanceOperation: true,
  EnableGoogleVerifyForManualSupplement: true,
  EnableGoogleVerifyForBatchOperations: true,

  // Suppliers, merchants and balances
  AutoCreateRelateSupplier: false,
  AutoCreateRelateMerchant: false,
  AllowOneMonitorAccountMoreUser: false,
  SupplierUnifyQueryGroup: false,
  CanClearMerchantBalance: false,
  IsSupplierRemoveBalanceOnOrderFinished: true,
  /** 'strict' or 'relaxed' daily limit mode (spec 9). */
  LimitMode: 'strict',
  LimitUseSuccessAmount: true,
  SupplierWebMessageEnable: true,
  SupplierSmsRecordEnable: true,
  UsdtAuto: true,
  /** Alipay red packet count (spec 9). */
  RedWalletCount: 10,

  // Payouts
  PayoutBatchCalculateAmount: true,
  AutoAssignPayoutOrder: false,
  GatewayOrderRejectToPayoutPool: true,
  ShowBatchButton: true,
  PayoutOrderOccupyBalanceOnCreate: true,

  // Bots and outgoing hooks: empty means not configured.
  BotToken: '',
  TransferBotToken: '',
  BotConstantReminder: false,
  BotAutoSendFundRecord: false,
  BotRemindCallbackUrl: '',
  SendSmsMessageUrl: '',
};
