import { isDelivered } from './policy.ts';

export type FetchFn = typeof fetch;

export interface SendOutcome {
  /** null when no answer came (refused, timed out, bad address). */
  status: number | null;
  body: string;
  error: string;
  success: boolean;
  durationMs: number;
}

const maxBodyChars = 2000;

/** At most `maxBodyChars` of the answer: a merchant's error page must not fill the database. */
async function readSome(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < maxBodyChars) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, maxBodyChars);
}

/**
 * One POST of the JSON body. Redirects are not followed (a 3xx is a failure: the callback goes to
 * the address the merchant gave, nowhere else). Never throws: a failure is an outcome to record.
 */
export async function postCallback(fetchFn: FetchFn, url: string, body: string, timeoutMs: number): Promise<SendOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'PayHub-Callback/1' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await readSome(res);
    return { status: res.status, body: text, error: '', success: isDelivered(res.status, text), durationMs: took() };
  } catch (err) {
    const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
    const error = e.name === 'TimeoutError' ? `Timed out after ${timeoutMs} ms` : (e.cause?.code ?? e.cause?.message ?? e.message ?? String(err));
    return { status: null, body: '', error: error.slice(0, 500), success: false, durationMs: took() };
  }
}
