import { Code, type CallDef, type CallInput, type CallOutput } from '../../contract/index.ts';
import { runtimeConfig } from '../config.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { enqueueAction } from '../offline/action-queue.ts';
import { offlineCode, offlineGate, offlineMessage, offlineMessageId } from '../offline/offline-gate.ts';
import { readOwner } from '../offline/storage-keys.ts';
import { clearSession } from './session.ts';

/** A call answered with a code other than 200 (or not answered with an envelope at all). */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly msgId: string | undefined;
  readonly data: unknown;
  readonly msgValues: Record<string, string | number> | undefined;

  constructor(code: number, msg: string, msgId?: string, data: unknown = null, msgValues?: Record<string, string | number>) {
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

type Handler = () => void;
// The router registers the real navigation; a full page load is the fallback before it exists.
let onSessionExpired: Handler = () => window.location.assign('/login');

/** Code 1003 calls this after clearing the session; the app passes a router navigation. */
export function setSessionExpiredHandler(handler: Handler): void {
  onSessionExpired = handler;
}

/** For the few calls that cannot use `request` (multipart): the same ending of a session. */
export function endExpiredSession(): void {
  clearSession();
  onSessionExpired();
}

/**
 * Asked on code 1024/1025 (spec 8): resolves once a second-level login succeeded, rejects with the
 * call's own error when the person gives up. The second-level dialog registers it while mounted;
 * without it the code is thrown like any other.
 */
export type SecondLevelHandler = (cause: ApiError) => Promise<void>;
let onSecondLevel: SecondLevelHandler | null = null;

export function setSecondLevelHandler(handler: SecondLevelHandler | null): void {
  onSecondLevel = handler;
}

const isSecondLevelCode = (code: number) => code === Code.secondLevelRequired || code === Code.secondLevelExpired;

function queryString(input: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Fills `:name` segments of a call's path (spec 7.5 /order-query/{id}/query-status) from the input
 * and leaves the rest of the input for the query string or body.
 */
export function fillPath(path: string, input: unknown): { path: string; rest: unknown } {
  if (!path.includes(':') || typeof input !== 'object' || input === null) return { path, rest: input };
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    // An empty segment would reach another route (or a 404) instead of failing here, where the bug is.
    if (value === undefined || value === null || value === '') throw new Error(`${path}: no value for :${name}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
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
 * Makes one call of the API contract: query string for GET, JSON body for POST, the session
 * cookies, and the `{code, msg, msgId, data}` envelope unwrapped to `data`.
 */
export async function request<C extends CallDef>(
  def: C,
  input: CallInput<C>,
  init: { signal?: AbortSignal } = {},
): Promise<CallOutput<C>> {
  // Offline (ARCHITECTURE "Offline"): harmless calls wait in IndexedDB for the connection; every
  // other change (money, Google code) is refused here, before anything is sent.
  const gate = offlineGate(def);
  const owner = readOwner();
  if (gate === 'refuse' || (gate === 'queue' && owner === null)) throw new ApiError(offlineCode, offlineMessage, offlineMessageId);
  if (gate === 'queue' && owner !== null) {
    await enqueueAction(owner, def.path, input);
    // The harmless calls answer null; the replay brings the server's own state back.
    return null as CallOutput<C>;
  }
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  const isGet = def.method === 'GET';
  if (!isGet) headers['Content-Type'] = 'application/json';

  const { path, rest } = fillPath(def.path, input);
  const url = `${runtimeConfig().apiBase}${path}${isGet ? queryString(rest) : ''}`;
  const res = await fetch(url, {
    method: def.method,
    headers,
    // The session travels only in the server's HttpOnly cookies (issue 14): no token header.
    credentials: 'include',
    body: isGet ? undefined : JSON.stringify(rest ?? {}),
    signal: init.signal,
  });

  const body: unknown = await res.json().catch(() => null);
  // A proxy error page or an empty answer: surface the HTTP status as the code.
  if (!isEnvelope(body)) throw new ApiError(res.ok ? Code.internal : res.status, res.statusText || 'Bad answer');
  if (body.code === Code.ok) return body.data as CallOutput<C>;

  const error = new ApiError(body.code, body.msg ?? '', body.msgId, body.data ?? null, body.msgValues);
  if (body.code === Code.sessionExpired) {
    endExpiredSession();
    throw error;
  }
  if (isSecondLevelCode(body.code) && onSecondLevel) {
    // Waits for the dialog (shared by every call that got the code meanwhile), then the same call
    // runs again with the new token2 cookie and its answer goes to the original caller.
    await onSecondLevel(error);
    return request(def, input, init);
  }
  // Spec 8: other codes are only logged here; the screen that made the call decides what to show.
  console.warn(`API ${def.method} ${def.path} answered ${body.code}: ${body.msg ?? ''}`);
  throw error;
}
