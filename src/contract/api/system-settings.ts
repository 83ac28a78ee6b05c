import { z } from 'zod';
import { int4Max } from '../validation.ts';
import { defaultSystemName } from '../constants.ts';
import {
  globalSecuritySettingSchema,
  securityFreqParametersSchema,
  supplementLimitSchema,
} from './security-settings.ts';

/**
 * Every setting of product 7.9 (plus TokenCookieDays, ours) in one list: its kind, the rule a new
 * value must pass, its default and who may read it. The get/set calls are generated from this list
 * (system-config.ts), the seed writes the defaults and the server falls back to them when a row is
 * missing. Keys are the spec's names with the first letter upper-cased (getOrderTimeoutMinutes ->
 * 'OrderTimeoutMinutes'; enableService and redWalletCount -> 'EnableService', 'RedWalletCount').
 *
 * The spec shows neither types nor values (section 9): booleans are JSON booleans, counts and
 * durations whole numbers, the two grouped settings objects with the fields of spec section 3.
 * Money inside settings is in minor units like everywhere else.
 */
export type SettingKind = 'boolean' | 'number' | 'string' | 'object';
/** 'staff': superAdmin, admin, customerService, technicalMaintenance. */
export type SettingReader = 'staff' | 'anyUser';

export interface SettingDef<K extends SettingKind = SettingKind, T = unknown> {
  kind: K;
  schema: z.ZodType<T>;
  default: T;
  read: SettingReader;
  /** A credential: audit records show that it changed, never its value. */
  secret?: boolean;
}

const missingOr = (msg: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? 'validation.required' : msg;

function flag(value: boolean, read: SettingReader = 'staff'): SettingDef<'boolean', boolean> {
  return { kind: 'boolean', schema: z.boolean({ error: missingOr('errors.badRequest') }), default: value, read };
}

/**
 * A whole number; JSON numbers only, so '' or 'abc' never becomes 0. At most int4Max by default:
 * minutes and counts meet integers in SQL.
 */
function wholeSchema(min: 0 | 1, max = int4Max) {
  const msg = min === 1 ? 'validation.integer.positive' : 'validation.integer.nonNegative';
  return z
    .number({ error: missingOr(msg) })
    .int(msg)
    .min(min, msg)
    .max(max, 'validation.integer.tooLarge');
}
function whole(value: number, min: 0 | 1 = 0, max?: number): SettingDef<'number', number> {
  return { kind: 'number', schema: wholeSchema(min, max), default: value, read: 'staff' };
}

const textOf = (max: number) =>
  z
    .string({ error: missingOr('errors.badRequest') })
    .trim()
    .max(max, 'validation.text.tooLong');
const isHttpUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};
/** Empty means "not configured". */
const urlOrEmpty = textOf(2000).refine((v) => v === '' || isHttpUrl(v), 'validation.url.format');
const country = z
  .string({ error: missingOr('validation.country.format') })
  .trim()
  .regex(/^[A-Z]{2}$/, 'validation.country.format');

function text<T extends string>(
  value: T,
  schema: z.ZodType<T>,
  opts: { read?: SettingReader } = {},
): SettingDef<'string', T> {
  return { kind: 'string', schema, default: value, read: opts.read ?? 'staff' };
}
/** A credential: written by superAdmin, never read back (SecretState instead of the value). */
function secretText(): SettingDef<'string', string> & { secret: true } {
  return { kind: 'string', schema: textOf(200), default: '', read: 'staff', secret: true };
}
function group<T extends Record<string, number>>(schema: z.ZodType<T>, value: T): SettingDef<'object', T> {
  return { kind: 'object', schema, default: value, read: 'staff' };
}

// Bounds and messages in security-settings.ts (shared with the security settings sheet).
const securityFreqParameters = securityFreqParametersSchema;
const globalSecuritySetting = globalSecuritySettingSchema;
const supplementLimit: SettingDef<'number', number> = {
  kind: 'number',
  schema: supplementLimitSchema,
  default: 3,
  read: 'staff',
};

export const systemSettings = {
  // Service and orders
  EnableService: flag(true),
  /** At least 1: 0 would time every order out at once. */
  OrderTimeoutMinutes: whole(15, 1),
  /** Seconds a payment confirmation waits before it is applied ("payment delay"). */
  MessageDelay: whole(0),
  /** Seconds without a heartbeat after which a monitor counts as offline ("monitor keep-alive"). */
  MonitorLiveTime: whole(120, 1),
  /** Automatic callback tries per paid order before it becomes Callback Failed (0 counts as 1; docs/decisions/013-callbacks-matching-order-query.md). */
  TimeoutCallbackTime: whole(5),
  CanTimeoutSupplement: flag(true),
  /** Minutes after completion during which a completed order may still be checked again. */
  CompleteCheckOrderTime: whole(30),
  CompleteTimeFilter: flag(false),
  HighPerfOrderQuery: flag(false),
  IsNewPayUrl: flag(true),
  AllowPictureQueryOrder: flag(true),
  /** false: statistics days in the browser's time zone (UTC without one); true: in Beijing time. */
  OrderStatisticsTimeFormat: flag(false),
  /** Days after which old orders and logs are cleared ("data cleanup period in days"); 0 would clear everything, and past 100 years the cut-off date leaves the range the databases store (decision 049 fuzz). */
  DataClearCycle: whole(90, 1, 36_500),
  ShowUserStatisticInfo: flag(true, 'anyUser'),

  // Branding and session
  ShowLogo: flag(true, 'anyUser'),
  SysFlag: text(defaultSystemName, textOf(64).min(1, 'validation.required'), { read: 'anyUser' }),
  /** Product 9: token cookie expiry comes from config, default 1 day; at most ten years. */
  TokenCookieDays: whole(1, 1, 3650),
  /**
   * The base address merchants' servers call (the API guide, the signing example and the API test
   * page show it); empty: the order API is served at the page's own origin. Not a secret: every
   * signed-in user reads it (merchants are the ones who need it).
   */
  ApiUrl: text('', urlOrEmpty, { read: 'anyUser' }),
  ContactInfo: text('support@payhub.example', textOf(200)),
  CardCountry: text('IN', country),
  DefaultCountry: text('IN', country),

  // Security and verification
  EnableIpChangedCheck: flag(false),
  EnablePayPassword: flag(false, 'anyUser'),
  KYC: flag(false),
  NeedNameCheck: flag(false),
  EnableSystemCheck: flag(true),
  RiskControlSwitch: flag(true),
  /** Chain continuation auto-callback limit (product 9). */
  FixSecurityChainSupplementLimit: supplementLimit,
  SecurityFreqParameters: group(securityFreqParameters, {
    sbLeakCheckInterval: 60,
    minReliableChainSize: 3,
    minReliableCheckSize: 5,
    minReliableCheckTimeRange: 30,
    minReliableCheckAmount: 100_000,
    type: 0,
  }),
  GlobalSecuritySetting: group(globalSecuritySetting, {
    lookForwardMinutes: 10,
    perMinuteFreqCount: 20,
    messageMaxCacheTime: 30,
    messageInSecurityChainCacheTime: 60,
  }),
  EnableGoogleVerifyForIpWhitelist: flag(true),
  EnableGoogleVerifyForIpRule: flag(true),
  EnableGoogleVerifyForBalanceOperation: flag(true),
  EnableGoogleVerifyForManualSupplement: flag(true, 'anyUser'),
  EnableGoogleVerifyForBatchOperations: flag(true),
  /**
   * Minutes a verified Google code (or recovery code) covers the next actions of the same switch by
   * the same person in the same session (decision 107); 0: every action asks. At most an hour.
   */
  StepUpWindowMinutes: { ...whole(5, 0, 60), read: 'anyUser' },

  // Suppliers, merchants and balances
  AutoCreateRelateSupplier: flag(false),
  AutoCreateRelateMerchant: flag(false),
  AllowOneMonitorAccountMoreUser: flag(false),
  SupplierUnifyQueryGroup: flag(false),
  CanClearMerchantBalance: flag(false),
  IsSupplierRemoveBalanceOnOrderFinished: flag(true),
  /** Daily limit mode (product 9). */
  LimitMode: text<'strict' | 'relaxed'>(
    'strict',
    z.enum(['strict', 'relaxed'], { error: missingOr('validation.limitMode.invalid') }),
  ),
  LimitUseSuccessAmount: flag(true),
  /** The supplier menu hides web messages and SMS records when these are false (product 2.9, 6). */
  SupplierWebMessageEnable: flag(true, 'anyUser'),
  SupplierSmsRecordEnable: flag(true, 'anyUser'),
  UsdtAuto: flag(true),
  /** Alipay red packet count (product 9). */
  RedWalletCount: whole(10),

  // Payouts
  PayoutBatchCalculateAmount: flag(true),
  AutoAssignPayoutOrder: flag(false),
  GatewayOrderRejectToPayoutPool: flag(true),
  ShowBatchButton: flag(true, 'anyUser'),
  PayoutOrderOccupyBalanceOnCreate: flag(true),

  // Bots and outgoing hooks: empty means not configured.
  BotToken: secretText(),
  TransferBotToken: secretText(),
  BotConstantReminder: flag(false),
  BotAutoSendFundRecord: flag(false),
  BotRemindCallbackUrl: text('', urlOrEmpty),
  SendSmsMessageUrl: text('', urlOrEmpty),
} satisfies Record<string, SettingDef>;

export type SystemSettings = typeof systemSettings;
export type SettingKey = keyof SystemSettings;
export type SettingValue<K extends SettingKey> = SystemSettings[K]['default'];
export const settingKeys = Object.keys(systemSettings) as SettingKey[];

/** The credentials among the settings (`secret: true`): write-only. */
export type SecretSettingKey = {
  [K in SettingKey]: SystemSettings[K] extends { secret: true } ? K : never;
}[SettingKey];
export const secretSettingKeys = settingKeys.filter(
  (key): key is SecretSettingKey => (systemSettings[key] as SettingDef).secret === true,
);
export const isSecretSetting = (key: SettingKey): key is SecretSettingKey =>
  (systemSettings[key] as SettingDef).secret === true;

/**
 * What a secret's get call and the overview answer instead of the value: whether one is set, and
 * (superAdmin only) its last 4 characters so the person who set it can tell which one it is.
 */
export interface SecretState {
  configured: boolean;
  last4?: string;
}
/** What reading a setting answers: the value, or SecretState for a credential. */
export type SettingReadValue<K extends SettingKey> = K extends SecretSettingKey ? SecretState : SettingValue<K>;

export function isSettingKey(value: unknown): value is SettingKey {
  return typeof value === 'string' && Object.hasOwn(systemSettings, value);
}
