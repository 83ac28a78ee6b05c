/**
 * Every API answer is `{code, msg, data}`; code 200 is success. The HTTP status mirrors the
 * envelope code where one exists (400, 403, 404, 409, 429, 500) and is 401 for the session codes,
 * so proxies and logs see failures, but clients only ever read the envelope.
 */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const Code = {
  ok: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyAttempts: 429,
  /** The body is not JSON (a form another site could post): only application/json is accepted. */
  unsupportedMediaType: 415,
  /** The body, the uploaded file or the number of upload parts is above its limit (the message says which). */
  payloadTooLarge: 413,
  internal: 500,
  /** Account unknown, deleted, frozen or wrong password: one code so accounts cannot be probed. */
  loginFailed: 1001,
  /** The Google code is missing, wrong or expired. */
  googleCodeInvalid: 1002,
  /** Session expired, ended by logout or forced out (product 8). */
  sessionExpired: 1003,
  /** The account has Google verification on and the request carried no code: ask for it. */
  googleCodeRequired: 1004,
  /** A second-level password is required: no second-level session (product 8). */
  secondLevelRequired: 1024,
  /** The second-level session expired: enter the password again (product 8). */
  secondLevelExpired: 1025,
  /** EnableService is off: no new collection or payout orders (an existing order's actions still work). */
  serviceDisabled: 503,
  /**
   * The database (or the server itself, draining before a restart) cannot answer for a moment: the
   * call changed nothing and may be sent again after the answer's Retry-After (docs/operations.md).
   */
  unavailable: 503,
  /** The server's disk is full: the call's transaction was rolled back, nothing was saved. */
  storageFull: 507,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

export function httpStatusFor(code: number): number {
  if (code === Code.ok) return 200;
  if (code === Code.sessionExpired) return 401;
  if (code === Code.secondLevelRequired || code === Code.secondLevelExpired) return 403;
  if (code >= 1000) return 400;
  return code >= 400 && code < 600 ? code : 400;
}
