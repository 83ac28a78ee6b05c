/**
 * The rules of callback delivery (docs/decisions/013-callbacks-matching-order-query.md): what counts as delivered, how
 * long to wait between tries and when to give up.
 */

/** The merchant took the callback: HTTP 2xx and the body 'success' (trimmed, any case). */
export function isDelivered(status: number | null, body: string): boolean {
  return status !== null && status >= 200 && status < 300 && body.trim().toLowerCase() === 'success';
}

const firstDelayMs = 15_000;
const maxDelayMs = 3_600_000;

/** Wait after the n-th failed automatic try: 15 s, 1 min, 4 min, 16 min, … at most 1 hour. */
export function backoffMs(failedAttempt: number): number {
  return Math.min(maxDelayMs, firstDelayMs * 4 ** Math.max(0, failedAttempt - 1));
}

/** TimeoutCallbackTime: automatic tries per paid order before it becomes Callback Failed; at least one. */
export function attemptCap(setting: unknown): number {
  const n = Number(setting);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}
