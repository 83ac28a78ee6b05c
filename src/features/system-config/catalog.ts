import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SettingKey } from '../../contract/index.ts';

export type GroupId = 'orders' | 'suppliers' | 'payouts' | 'security' | 'bots' | 'display' | 'retention';

export const groupTitles: Record<GroupId, MessageDescriptor> = {
  orders: msg({ id: 'systemConfig.groups.orders', message: 'Orders and timeouts' }),
  suppliers: msg({ id: 'systemConfig.groups.suppliers', message: 'Suppliers and accounts' }),
  payouts: msg({ id: 'systemConfig.groups.payouts', message: 'Payouts' }),
  security: msg({ id: 'systemConfig.groups.security', message: 'Security and Google verification' }),
  bots: msg({ id: 'systemConfig.groups.bots', message: 'Bots and outgoing hooks' }),
  display: msg({ id: 'systemConfig.groups.display', message: 'Display' }),
  retention: msg({ id: 'systemConfig.groups.retention', message: 'Data retention' }),
};

export type Unit = 'minutes' | 'seconds' | 'days' | 'tries' | 'count';
export const unitLabels: Record<Unit, MessageDescriptor> = {
  minutes: msg({ id: 'systemConfig.units.minutes', message: 'minutes' }),
  seconds: msg({ id: 'systemConfig.units.seconds', message: 'seconds' }),
  days: msg({ id: 'systemConfig.units.days', message: 'days' }),
  tries: msg({ id: 'systemConfig.units.tries', message: 'tries' }),
  count: msg({ id: 'systemConfig.units.count', message: 'items' }),
};

export interface SettingInfo {
  group: GroupId;
  label: MessageDescriptor;
  /** One sentence: what the platform does differently with this setting. */
  effect: MessageDescriptor;
  unit?: Unit;
}

/** Every setting of product 7.9 once, in the order the page lists them within its group. */
export const settingInfo: Record<SettingKey, SettingInfo> = {
  EnableService: {
    group: 'orders',
    label: msg({ id: 'systemConfig.EnableService.label', message: 'Service on' }),
    effect: msg({
      id: 'systemConfig.EnableService.effect',
      message: 'When off, new collection and payout orders are refused; existing orders can still be handled.',
    }),
  },
  OrderTimeoutMinutes: {
    group: 'orders',
    unit: 'minutes',
    label: msg({ id: 'systemConfig.OrderTimeoutMinutes.label', message: 'Order timeout' }),
    effect: msg({
      id: 'systemConfig.OrderTimeoutMinutes.effect',
      message: 'A new collection order that is not paid within this time becomes Timed out.',
    }),
  },
  MessageDelay: {
    group: 'orders',
    unit: 'seconds',
    label: msg({ id: 'systemConfig.MessageDelay.label', message: 'Payment delay' }),
    effect: msg({
      id: 'systemConfig.MessageDelay.effect',
      message: 'Seconds an incoming payment record (SMS, web message, USDT) waits before it is matched to an order.',
    }),
  },
  TimeoutCallbackTime: {
    group: 'orders',
    unit: 'tries',
    label: msg({ id: 'systemConfig.TimeoutCallbackTime.label', message: 'Callback tries' }),
    effect: msg({
      id: 'systemConfig.TimeoutCallbackTime.effect',
      message: 'Automatic callback tries for a paid order before it becomes Callback failed.',
    }),
  },
  CanTimeoutSupplement: {
    group: 'orders',
    label: msg({ id: 'systemConfig.CanTimeoutSupplement.label', message: 'Supplement timed-out orders' }),
    effect: msg({
      id: 'systemConfig.CanTimeoutSupplement.effect',
      message: 'Allows a payment to be supplemented to an order that has already timed out.',
    }),
  },
  CompleteCheckOrderTime: {
    group: 'orders',
    unit: 'minutes',
    label: msg({ id: 'systemConfig.CompleteCheckOrderTime.label', message: 'Re-check window' }),
    effect: msg({
      id: 'systemConfig.CompleteCheckOrderTime.effect',
      message: "Minutes after completion during which an order's status may still be queried again.",
    }),
  },
  CompleteTimeFilter: {
    group: 'orders',
    label: msg({ id: 'systemConfig.CompleteTimeFilter.label', message: 'Filter by completion time' }),
    effect: msg({
      id: 'systemConfig.CompleteTimeFilter.effect',
      message:
        "On: the home page's paid figures for today and yesterday count the orders completed that day; order counts and the success rate stay by creation time.",
    }),
  },
  HighPerfOrderQuery: {
    group: 'orders',
    label: msg({ id: 'systemConfig.HighPerfOrderQuery.label', message: 'Fast order lists' }),
    effect: msg({
      id: 'systemConfig.HighPerfOrderQuery.effect',
      message: 'Order lists skip exact totals so they answer faster on large data.',
    }),
  },
  IsNewPayUrl: {
    group: 'orders',
    label: msg({ id: 'systemConfig.IsNewPayUrl.label', message: 'New payment page' }),
    effect: msg({
      id: 'systemConfig.IsNewPayUrl.effect',
      message:
        "On: an order's payment link is the platform checkout page; off: the receiving account's own UPI link or wallet address.",
    }),
  },
  AllowPictureQueryOrder: {
    group: 'orders',
    label: msg({ id: 'systemConfig.AllowPictureQueryOrder.label', message: 'Query orders by picture' }),
    effect: msg({
      id: 'systemConfig.AllowPictureQueryOrder.effect',
      message:
        'Lets merchants query an order with a payment screenshot through the relay bot; takes effect with the bots.',
    }),
  },
  ApiUrl: {
    group: 'orders',
    label: msg({ id: 'systemConfig.ApiUrl.label', message: 'API address' }),
    effect: msg({
      id: 'systemConfig.ApiUrl.effect',
      message: 'Base URL of the merchant API shown in the guide and the API test page; empty means this site.',
    }),
  },
  // Suppliers and accounts
  AutoCreateRelateSupplier: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.AutoCreateRelateSupplier.label', message: 'Auto-create related supplier' }),
    effect: msg({
      id: 'systemConfig.AutoCreateRelateSupplier.effect',
      message: 'Creating a merchant also creates its related supplier account.',
    }),
  },
  AutoCreateRelateMerchant: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.AutoCreateRelateMerchant.label', message: 'Auto-create related merchant' }),
    effect: msg({
      id: 'systemConfig.AutoCreateRelateMerchant.effect',
      message: 'Creating a supplier also creates its related merchant account.',
    }),
  },
  AllowOneMonitorAccountMoreUser: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.AllowOneMonitorAccountMoreUser.label', message: 'Share monitored accounts' }),
    effect: msg({
      id: 'systemConfig.AllowOneMonitorAccountMoreUser.effect',
      message: 'Allows one monitored receiving account to belong to more than one supplier.',
    }),
  },
  SupplierUnifyQueryGroup: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.SupplierUnifyQueryGroup.label', message: 'Unified supplier query' }),
    effect: msg({
      id: 'systemConfig.SupplierUnifyQueryGroup.effect',
      message:
        "The relay bot sends merchants' order queries to one supplier query group instead of each supplier's own; takes effect with the bots.",
    }),
  },
  CanClearMerchantBalance: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.CanClearMerchantBalance.label', message: 'Clear merchant balances' }),
    effect: msg({
      id: 'systemConfig.CanClearMerchantBalance.effect',
      message: 'Allows staff to clear a merchant balance to zero.',
    }),
  },
  IsSupplierRemoveBalanceOnOrderFinished: {
    group: 'suppliers',
    label: msg({
      id: 'systemConfig.IsSupplierRemoveBalanceOnOrderFinished.label',
      message: 'Deduct supplier on completion',
    }),
    effect: msg({
      id: 'systemConfig.IsSupplierRemoveBalanceOnOrderFinished.effect',
      message:
        "On: a paid order debits the supplier's balance by its amount minus the fee; off: the supplier's balance is left as it is.",
    }),
  },
  LimitMode: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.LimitMode.label', message: 'Daily limit mode' }),
    effect: msg({
      id: 'systemConfig.LimitMode.effect',
      message:
        "Strict: a new order must fit under an account's daily amount limit; relaxed: an account still under its limit takes one more order past it.",
    }),
  },
  LimitUseSuccessAmount: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.LimitUseSuccessAmount.label', message: 'Limits count paid amounts' }),
    effect: msg({
      id: 'systemConfig.LimitUseSuccessAmount.effect',
      message:
        'On: account daily limits count only orders paid or still payable; off: every order given to the account that day counts.',
    }),
  },
  UsdtAuto: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.UsdtAuto.label', message: 'Match USDT automatically' }),
    effect: msg({
      id: 'systemConfig.UsdtAuto.effect',
      message:
        'On: reported USDT transfers are matched to their orders without a person; off: they wait for a manual match.',
    }),
  },
  RedWalletCount: {
    group: 'suppliers',
    unit: 'count',
    label: msg({ id: 'systemConfig.RedWalletCount.label', message: 'Alipay red packets' }),
    effect: msg({
      id: 'systemConfig.RedWalletCount.effect',
      message: 'Most Alipay red packets one order may be split into; takes effect with the dynamic pay scripts.',
    }),
  },
  CardCountry: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.CardCountry.label', message: 'Card country' }),
    effect: msg({
      id: 'systemConfig.CardCountry.effect',
      message: "Country whose enabled banks the receiving account forms offer (Kenyan accounts offer Kenya's).",
    }),
  },
  DefaultCountry: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.DefaultCountry.label', message: 'Default country' }),
    effect: msg({
      id: 'systemConfig.DefaultCountry.effect',
      message: "Country whose enabled banks the payout form's bank picker offers.",
    }),
  },
  MonitorLiveTime: {
    group: 'suppliers',
    unit: 'seconds',
    label: msg({ id: 'systemConfig.MonitorLiveTime.label', message: 'Monitor keep-alive' }),
    effect: msg({
      id: 'systemConfig.MonitorLiveTime.effect',
      message: 'A monitor without a heartbeat for this long counts as offline.',
    }),
  },
  SupplierWebMessageEnable: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.SupplierWebMessageEnable.label', message: 'Supplier web messages' }),
    effect: msg({
      id: 'systemConfig.SupplierWebMessageEnable.effect',
      message: 'Shows web messages in the supplier menu.',
    }),
  },
  SupplierSmsRecordEnable: {
    group: 'suppliers',
    label: msg({ id: 'systemConfig.SupplierSmsRecordEnable.label', message: 'Supplier SMS records' }),
    effect: msg({
      id: 'systemConfig.SupplierSmsRecordEnable.effect',
      message: 'Shows SMS records in the supplier menu.',
    }),
  },
  // Payouts
  PayoutBatchCalculateAmount: {
    group: 'payouts',
    label: msg({ id: 'systemConfig.PayoutBatchCalculateAmount.label', message: 'Check batch totals' }),
    effect: msg({
      id: 'systemConfig.PayoutBatchCalculateAmount.effect',
      message: 'A payout batch is checked against its amount limit when created.',
    }),
  },
  AutoAssignPayoutOrder: {
    group: 'payouts',
    label: msg({ id: 'systemConfig.AutoAssignPayoutOrder.label', message: 'Assign payouts automatically' }),
    effect: msg({
      id: 'systemConfig.AutoAssignPayoutOrder.effect',
      message: 'A new payout goes to a supplier at once instead of waiting to be claimed.',
    }),
  },
  GatewayOrderRejectToPayoutPool: {
    group: 'payouts',
    label: msg({ id: 'systemConfig.GatewayOrderRejectToPayoutPool.label', message: 'Rejected back to the pool' }),
    effect: msg({
      id: 'systemConfig.GatewayOrderRejectToPayoutPool.effect',
      message: 'A payout a gateway rejects returns to the pool for another supplier.',
    }),
  },
  ShowBatchButton: {
    group: 'payouts',
    label: msg({ id: 'systemConfig.ShowBatchButton.label', message: 'Batch button' }),
    effect: msg({ id: 'systemConfig.ShowBatchButton.effect', message: 'Shows the batch button on the payout pages.' }),
  },
  PayoutOrderOccupyBalanceOnCreate: {
    group: 'payouts',
    label: msg({ id: 'systemConfig.PayoutOrderOccupyBalanceOnCreate.label', message: 'Hold balance on create' }),
    effect: msg({
      id: 'systemConfig.PayoutOrderOccupyBalanceOnCreate.effect',
      message: 'A new payout holds its amount and fee from the merchant balance at once.',
    }),
  },
  // Security
  EnableIpChangedCheck: {
    group: 'security',
    label: msg({ id: 'systemConfig.EnableIpChangedCheck.label', message: 'End sessions on IP change' }),
    effect: msg({
      id: 'systemConfig.EnableIpChangedCheck.effect',
      message: 'A staff session used from another IP than its sign-in is ended.',
    }),
  },
  EnablePayPassword: {
    group: 'security',
    label: msg({ id: 'systemConfig.EnablePayPassword.label', message: 'Payment password' }),
    effect: msg({
      id: 'systemConfig.EnablePayPassword.effect',
      message: 'Money actions ask for the payment password.',
    }),
  },
  KYC: {
    group: 'security',
    label: msg({ id: 'systemConfig.KYC.label', message: 'KYC' }),
    effect: msg({
      id: 'systemConfig.KYC.effect',
      message: "On: collection orders at or above a merchant's KYC lower limit must carry the payer's name.",
    }),
  },
  NeedNameCheck: {
    group: 'security',
    label: msg({ id: 'systemConfig.NeedNameCheck.label', message: 'Payer name check' }),
    effect: msg({
      id: 'systemConfig.NeedNameCheck.effect',
      message: "On: every collection order must carry the payer's name, which suppliers match payments against.",
    }),
  },
  EnableSystemCheck: {
    group: 'security',
    label: msg({ id: 'systemConfig.EnableSystemCheck.label', message: 'System check' }),
    effect: msg({
      id: 'systemConfig.EnableSystemCheck.effect',
      message: 'Incomes are checked against the security chains.',
    }),
  },
  RiskControlSwitch: {
    group: 'security',
    label: msg({ id: 'systemConfig.RiskControlSwitch.label', message: 'Risk control' }),
    effect: msg({
      id: 'systemConfig.RiskControlSwitch.effect',
      message: 'Blacklisted payers and payees are held for review.',
    }),
  },
  FixSecurityChainSupplementLimit: {
    group: 'security',
    unit: 'count',
    label: msg({ id: 'systemConfig.FixSecurityChainSupplementLimit.label', message: 'Chain supplement limit' }),
    effect: msg({
      id: 'systemConfig.FixSecurityChainSupplementLimit.effect',
      message: 'Supplements allowed per gap of a security chain.',
    }),
  },
  SecurityFreqParameters: {
    group: 'security',
    label: msg({ id: 'systemConfig.SecurityFreqParameters.label', message: 'Security chain parameters' }),
    effect: msg({
      id: 'systemConfig.SecurityFreqParameters.effect',
      message: 'When a chain counts as trusted and how often it is checked.',
    }),
  },
  GlobalSecuritySetting: {
    group: 'security',
    label: msg({ id: 'systemConfig.GlobalSecuritySetting.label', message: 'Global security settings' }),
    effect: msg({
      id: 'systemConfig.GlobalSecuritySetting.effect',
      message: 'Look-back, message rate and message caching of the security chains.',
    }),
  },
  EnableGoogleVerifyForIpWhitelist: {
    group: 'security',
    label: msg({ id: 'systemConfig.EnableGoogleVerifyForIpWhitelist.label', message: 'Google code for IP whitelist' }),
    effect: msg({
      id: 'systemConfig.EnableGoogleVerifyForIpWhitelist.effect',
      message: 'Changing an IP whitelist asks for a Google code.',
    }),
  },
  EnableGoogleVerifyForIpRule: {
    group: 'security',
    label: msg({ id: 'systemConfig.EnableGoogleVerifyForIpRule.label', message: 'Google code for IP rules' }),
    effect: msg({
      id: 'systemConfig.EnableGoogleVerifyForIpRule.effect',
      message: 'Changing an IP rule asks for a Google code.',
    }),
  },
  EnableGoogleVerifyForBalanceOperation: {
    group: 'security',
    label: msg({ id: 'systemConfig.EnableGoogleVerifyForBalanceOperation.label', message: 'Google code for balances' }),
    effect: msg({
      id: 'systemConfig.EnableGoogleVerifyForBalanceOperation.effect',
      message: 'A balance operation asks for a Google code.',
    }),
  },
  EnableGoogleVerifyForManualSupplement: {
    group: 'security',
    label: msg({
      id: 'systemConfig.EnableGoogleVerifyForManualSupplement.label',
      message: 'Google code for supplements',
    }),
    effect: msg({
      id: 'systemConfig.EnableGoogleVerifyForManualSupplement.effect',
      message: 'A manual supplement asks for a Google code.',
    }),
  },
  EnableGoogleVerifyForBatchOperations: {
    group: 'security',
    label: msg({ id: 'systemConfig.EnableGoogleVerifyForBatchOperations.label', message: 'Google code for batches' }),
    effect: msg({
      id: 'systemConfig.EnableGoogleVerifyForBatchOperations.effect',
      message: 'A batch operation asks for a Google code.',
    }),
  },
  StepUpWindowMinutes: {
    group: 'security',
    unit: 'minutes',
    label: msg({ id: 'systemConfig.StepUpWindowMinutes.label', message: 'Verification window' }),
    effect: msg({
      id: 'systemConfig.StepUpWindowMinutes.effect',
      message:
        'After a Google code, the same kind of action by the same person is not asked again for this long; 0 asks every time.',
    }),
  },
  TokenCookieDays: {
    group: 'security',
    unit: 'days',
    label: msg({ id: 'systemConfig.TokenCookieDays.label', message: 'Session length' }),
    effect: msg({ id: 'systemConfig.TokenCookieDays.effect', message: 'Days a sign-in stays valid on a device.' }),
  },
  // Bots
  BotToken: {
    group: 'bots',
    label: msg({ id: 'systemConfig.BotToken.label', message: 'Bot token' }),
    effect: msg({
      id: 'systemConfig.BotToken.effect',
      message: 'Credential of the notification bot; it is never shown again once saved.',
    }),
  },
  TransferBotToken: {
    group: 'bots',
    label: msg({ id: 'systemConfig.TransferBotToken.label', message: 'Relay bot token' }),
    effect: msg({
      id: 'systemConfig.TransferBotToken.effect',
      message: 'Credential of the relay bot; it is never shown again once saved.',
    }),
  },
  BotConstantReminder: {
    group: 'bots',
    label: msg({ id: 'systemConfig.BotConstantReminder.label', message: 'Bot reminders' }),
    effect: msg({
      id: 'systemConfig.BotConstantReminder.effect',
      message: 'Supplier groups are reminded every 30 minutes of their orders waiting for a supplement.',
    }),
  },
  BotAutoSendFundRecord: {
    group: 'bots',
    label: msg({ id: 'systemConfig.BotAutoSendFundRecord.label', message: 'Bot sends fund records' }),
    effect: msg({
      id: 'systemConfig.BotAutoSendFundRecord.effect',
      message: "Each group gets its user's fund records of the day once the day has ended.",
    }),
  },
  BotRemindCallbackUrl: {
    group: 'bots',
    label: msg({ id: 'systemConfig.BotRemindCallbackUrl.label', message: 'Failed-callback link' }),
    effect: msg({
      id: 'systemConfig.BotRemindCallbackUrl.effect',
      message:
        "Failed callbacks are announced in the merchant's groups with a link to this address; empty turns the announcements off.",
    }),
  },
  SendSmsMessageUrl: {
    group: 'bots',
    label: msg({ id: 'systemConfig.SendSmsMessageUrl.label', message: 'SMS sending URL' }),
    effect: msg({
      id: 'systemConfig.SendSmsMessageUrl.effect',
      message:
        'Address the server will call to send SMS reminders; nothing sends SMS yet. Private addresses are refused.',
    }),
  },
  // Display
  SysFlag: {
    group: 'display',
    label: msg({ id: 'systemConfig.SysFlag.label', message: 'Platform name' }),
    effect: msg({ id: 'systemConfig.SysFlag.effect', message: 'Name shown in the menu and the browser title.' }),
  },
  ShowLogo: {
    group: 'display',
    label: msg({ id: 'systemConfig.ShowLogo.label', message: 'Show logo' }),
    effect: msg({ id: 'systemConfig.ShowLogo.effect', message: 'Shows the logo next to the platform name.' }),
  },
  ContactInfo: {
    group: 'display',
    label: msg({ id: 'systemConfig.ContactInfo.label', message: 'Contact information' }),
    effect: msg({
      id: 'systemConfig.ContactInfo.effect',
      message: 'Support contact shown on the sign-in page and the home page.',
    }),
  },
  ShowUserStatisticInfo: {
    group: 'display',
    label: msg({ id: 'systemConfig.ShowUserStatisticInfo.label', message: 'Show user statistics' }),
    effect: msg({
      id: 'systemConfig.ShowUserStatisticInfo.effect',
      message: 'Shows the statistics cards on the home page.',
    }),
  },
  OrderStatisticsTimeFormat: {
    group: 'display',
    label: msg({ id: 'systemConfig.OrderStatisticsTimeFormat.label', message: 'Statistics days' }),
    effect: msg({
      id: 'systemConfig.OrderStatisticsTimeFormat.effect',
      message: 'Whether statistics days follow the browser time zone or Beijing time.',
    }),
  },
  // Data retention
  DataClearCycle: {
    group: 'retention',
    unit: 'days',
    label: msg({ id: 'systemConfig.DataClearCycle.label', message: 'Data cleanup period' }),
    effect: msg({ id: 'systemConfig.DataClearCycle.effect', message: 'Orders and logs older than this are cleared.' }),
  },
};

/** Grouped settings edited in the security settings sheet of the chains page. */
export const editedElsewhere: ReadonlySet<SettingKey> = new Set(['SecurityFreqParameters', 'GlobalSecuritySetting']);
