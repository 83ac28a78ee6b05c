import { OutboundRefused, OutboundTimeout, postOutbound, type OutboundGuard } from '../../lib/outbound/index.ts';
import { callbacksSent } from '../../lib/metrics.ts';
import { isDelivered } from './policy.ts';

export interface SendOutcome {
  /** null when no answer came (refused, timed out, bad address). */
  status: number | null;
  body: string;
  error: string;
  success: boolean;
  durationMs: number;
}

/** At most this much of the answer is kept: a merchant's error page must not fill the database. */
const maxBodyChars = 2000;

function errorText(err: unknown): string {
  if (err instanceof OutboundRefused || err instanceof OutboundTimeout) return err.message;
  const e = err as { code?: string; message?: string };
  return e.code ?? e.message ?? String(err);
}

/**
 * One POST of the JSON body through the outbound guard: a private or reserved address (unless the
 * operator allows it) is refused before anything connects, and the refusal is the attempt's error.
 * Redirects are not followed (a 3xx is a failure: the callback goes to the address the merchant
 * gave, nowhere else). Never throws: a failure is an outcome to record.
 */
export async function postCallback(
  guard: OutboundGuard,
  url: string,
  body: string,
  timeoutMs: number,
): Promise<SendOutcome> {
  const outcome = await send(guard, url, body, timeoutMs);
  callbacksSent.inc({ result: outcome.success ? 'delivered' : 'failed' });
  return outcome;
}

async function send(guard: OutboundGuard, url: string, body: string, timeoutMs: number): Promise<SendOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await postOutbound(guard, url, {
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'PayHub-Callback/1' },
      body,
      timeoutMs,
      maxBodyChars,
    });
    return {
      status: res.status,
      body: res.body,
      error: '',
      success: isDelivered(res.status, res.body),
      durationMs: took(),
    };
  } catch (err) {
    return { status: null, body: '', error: errorText(err).slice(0, 500), success: false, durationMs: took() };
  }
}
