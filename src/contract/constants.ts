/** Business constants of spec section 9. */
export const constants = {
  orderPollMs: 10_000,
  noticeRepeatMs: 5_000,
  noticeShowMs: 5_000,
  heartbeatMs: 20_000,
  defaultCookieDays: 1,
  minReliableCheckAmountScale: 100,
  moneyScale: 100,
  sidebarWidth: 256,
  sidebarCollapsedWidth: 64,
  tabScrollStep: 240,
  backToTopAt: 100,
  maxBatchOrders: 500,
  bankNameMax: 128,
  accountNameMax: 128,
  cardNumberMaxDigits: 20,
  ifscLength: 11,
  accountMin: 8,
  accountMax: 64,
  rateDecimals: 4,
  amountDecimals: 2,
  hiddenOrderStatusId: 10,
  realAmountFilterScale: 100,
  usdtCountScale: 1_000_000,
  amountFilterEpsilon: 0.0001,
  chunkLoadTimeoutMs: 120_000,
  /** A second-level login stays valid this long (not in the spec; docs/decisions/005-second-level-login.md). */
  secondLevelTtlMs: 30 * 60_000,
  /**
   * Sign-in (decision 105): an account's failed sign-ins from any address inside the day; the first
   * five cost nothing, each one after makes the next try wait twice as long (15 s, 30 s, … at most
   * 15 minutes). Never a lock: one try per wait is always allowed.
   */
  loginFreeFailures: 5,
  loginFailureWindowMs: 24 * 60 * 60_000,
  loginDelayBaseMs: 15_000,
  loginDelayMaxMs: 15 * 60_000,
  /** One address's failed sign-ins across accounts: past this many in its window it waits out the window. */
  loginAddressMaxFailures: 20,
  loginAddressWindowMs: 15 * 60_000,
  /**
   * Step-ups (decision 105): wrong Google codes, recovery codes and passwords proving an action, per
   * user across calls and addresses. Five in 15 minutes pause the user's step-ups for 1 minute, then
   * 2, 4, … at most 60; a day without a pause starts again at 1. A right secret clears nothing.
   */
  stepUpMaxFailures: 5,
  stepUpFailureWindowMs: 15 * 60_000,
  stepUpLockBaseMs: 60_000,
  stepUpLockMaxMs: 60 * 60_000,
  stepUpLevelResetMs: 24 * 60 * 60_000,
  /** Recovery codes of Google Authenticator (decision 106): how many, and their digits (a Google code has 6). */
  recoveryCodeCount: 10,
  recoveryCodeDigits: 10,
  /** The largest request body the API reads (Fastify bodyLimit): answers 413 past it. */
  requestBodyMaxBytes: 1024 * 1024,
  /** The largest file of the one upload route (batch create): answers 413 past it. */
  uploadFileMaxBytes: 2 * 1024 * 1024,
  /** Text fields of the upload route besides its one file. */
  uploadMaxFields: 10,
} as const;

/**
 * The product's name until the operator sets its own (SysFlag, product 7.9): the same word in every
 * language, on the sign-in page, in the menu, in the titles and on the home-screen icon.
 */
export const defaultSystemName = 'PayHub';

export const languages = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-CN';

/**
 * Maps one language tag (a browser's, or one of Accept-Language) to ours: zh-TW/zh-HK/zh-MO (and
 * Hant) → zh-TW, other zh → zh-CN, en → en-US. Shared by the app's first choice and the server's
 * answers in the reader's language.
 */
export function languageFromTag(tag: string): Language | undefined {
  const t = tag.trim().toLowerCase();
  if (/^zh-(tw|hk|mo)\b/.test(t) || t.startsWith('zh-hant')) return 'zh-TW';
  if (t === 'zh' || t.startsWith('zh-')) return 'zh-CN';
  if (t === 'en' || t.startsWith('en-')) return 'en-US';
  return undefined;
}
