import { errorLogLimits } from '../../contract/index.ts';

export interface ErrorReport {
  code: string;
  mes: string;
  url: string;
}

export interface ReporterOptions {
  send: (report: ErrorReport) => Promise<unknown>;
  now?: () => number;
  /** Reports sent in any 60 s; the rest are dropped, so an error in a loop cannot flood the server. */
  perMinute?: number;
  /** The same code and message (first line) is sent again only after this long. */
  repeatAfterMs?: number;
}

const minute = 60_000;
const rememberAtMost = 200;

/** Returns `report`, which sends at most `perMinute` reports a minute and skips repeats. */
export function createErrorReporter({
  send,
  now = Date.now,
  perMinute = 10,
  repeatAfterMs = 10 * minute,
}: ReporterOptions) {
  const sentAt: number[] = [];
  const lastSent = new Map<string, number>();

  return function report(input: ErrorReport): boolean {
    const t = now();
    while (sentAt.length > 0 && t - sentAt[0]! >= minute) sentAt.shift();
    const clipped: ErrorReport = {
      code: input.code.slice(0, errorLogLimits.code),
      mes: (input.mes || 'Unknown error').slice(0, errorLogLimits.mes),
      url: input.url.slice(0, errorLogLimits.url),
    };
    // Identical = same code and first line: one error thrown again carries the same message, but
    // its stack may differ by the caller.
    const key = `${clipped.code}\n${clipped.mes.split('\n', 1)[0]}`;
    const last = lastSent.get(key);
    if (last !== undefined && t - last < repeatAfterMs) return false;
    if (sentAt.length >= perMinute) return false;
    sentAt.push(t);
    lastSent.delete(key);
    lastSent.set(key, t);
    // A Map keeps insertion order: the first key is the oldest.
    if (lastSent.size > rememberAtMost) lastSent.delete(lastSent.keys().next().value!);
    // Never report the reporter's own failure: that is how logging loops start.
    send(clipped).catch(() => undefined);
    return true;
  };
}

/** Name and text of whatever was thrown (an Error, a string, anything). */
export function describeError(thrown: unknown, fallback: string): { code: string; mes: string } {
  if (thrown instanceof Error) {
    // An API failure names its envelope code; anything else its class (TypeError, …).
    const apiCode = (thrown as Error & { code?: unknown }).code;
    const code = typeof apiCode === 'number' ? String(apiCode) : thrown.name;
    const stack = thrown.stack ?? '';
    const message = thrown.message || fallback;
    return { code, mes: stack.includes(message) ? stack : `${message}\n${stack}`.trim() };
  }
  if (typeof thrown === 'string') return { code: '', mes: thrown || fallback };
  // A null or undefined error (the ResizeObserver notice has `error === null`) says nothing: never
  // record the word "null", keep the event's own message.
  if (thrown === null || thrown === undefined) return { code: '', mes: fallback };
  try {
    return { code: '', mes: JSON.stringify(thrown) ?? fallback };
  } catch {
    return { code: '', mes: fallback };
  }
}
