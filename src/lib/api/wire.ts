import { Code } from '../../contract/index.ts';
import { runtimeConfig } from '../config.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { takeEarly } from './early-call.ts';

/** A call answered with a code other than 200 (or not answered with an envelope at all). */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly msgId: string | undefined;
  readonly data: unknown;
  readonly msgValues: Record<string, string | number> | undefined;

  constructor(
    code: number,
    msg: string,
    msgId?: string,
    data: unknown = null,
    msgValues?: Record<string, string | number>,
  ) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.msgId = msgId;
    this.data = data;
    this.msgValues = msgValues;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

interface WireEnvelope {
  code: number;
  msg?: string;
  msgId?: string;
  msgValues?: Record<string, string | number>;
  data?: unknown;
}

function isEnvelope(body: unknown): body is WireEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as WireEnvelope).code === 'number';
}

/**
 * One call on the wire: the reader's language, the session cookies, a JSON body unless it is a GET,
 * and the `{code, msg, msgId, data}` envelope back. Small on purpose: the sign-in page uses it
 * without the contract's schemas (decision 061); `request` adds the rest.
 */
export async function sendEnvelope(
  method: 'GET' | 'POST',
  pathAndQuery: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<WireEnvelope> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  const url = `${runtimeConfig().apiBase}${pathAndQuery}`;
  const payload = method === 'GET' ? undefined : JSON.stringify(body ?? {});
  const send = () =>
    // The session travels only in the server's HttpOnly cookies (decision 049): no token header.
    fetch(url, { method, headers, credentials: 'include', body: payload, signal });
  // The user info src/app/early-start.ts asked for while the shell ran (decision 140); if that one
  // failed, the call is made again as it would have been.
  const early = signal ? undefined : takeEarly(method, url, payload);
  const res = await (early ? early.catch(send) : send());
  const answer: unknown = await res.json().catch(() => null);
  // A proxy error page or an empty answer: surface the HTTP status as the code.
  if (!isEnvelope(answer)) throw new ApiError(res.ok ? Code.internal : res.status, res.statusText || 'Bad answer');
  return answer;
}

/** A call whose only good answer is code 200: its data, else the ApiError. */
export async function sendCall<T>(method: 'GET' | 'POST', pathAndQuery: string, body?: unknown): Promise<T> {
  const answer = await sendEnvelope(method, pathAndQuery, body);
  if (answer.code === Code.ok) return answer.data as T;
  throw new ApiError(answer.code, answer.msg ?? '', answer.msgId, answer.data ?? null, answer.msgValues);
}
