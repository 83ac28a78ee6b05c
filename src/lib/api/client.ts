import { Code, type CallDef, type CallInput, type CallOutput } from '../../contract/index.ts';
import { enqueueAction } from '../offline/action-queue.ts';
import { offlineCode, offlineGate, offlineMessage, offlineMessageId } from '../offline/offline-gate.ts';
import { readOwner } from '../offline/storage-keys.ts';
import { clearSession } from './session.ts';
import { ApiError, sendEnvelope } from './wire.ts';

export { ApiError, isApiError } from './wire.ts';

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
 * Asked on code 1024/1025 (product 8): resolves once a second-level login succeeded, rejects with the
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
 * Fills `:name` segments of a call's path (product 7.5 /order-query/{id}/query-status) from the input
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

/**
 * Makes one call of the API contract: query string for GET, JSON body for POST, the session
 * cookies, and the `{code, msg, msgId, data}` envelope unwrapped to `data`.
 */
export async function request<C extends CallDef>(
  def: C,
  input: CallInput<C>,
  init: { signal?: AbortSignal } = {},
): Promise<CallOutput<C>> {
  // Offline (docs/architecture.md): harmless calls wait in IndexedDB for the connection; every
  // other change (money, Google code) is refused here, before anything is sent.
  const gate = offlineGate(def);
  const owner = readOwner();
  if (gate === 'refuse' || (gate === 'queue' && owner === null))
    throw new ApiError(offlineCode, offlineMessage, offlineMessageId);
  if (gate === 'queue' && owner !== null) {
    await enqueueAction(owner, def.path, input);
    // The harmless calls answer null; the replay brings the server's own state back.
    return null as CallOutput<C>;
  }
  const { path, rest } = fillPath(def.path, input);
  const isGet = def.method === 'GET';
  const body = await sendEnvelope(
    def.method,
    `${path}${isGet ? queryString(rest) : ''}`,
    isGet ? undefined : rest,
    init.signal,
  );
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
  // Product 8: other codes are only logged here; the screen that made the call decides what to show.
  console.warn(`API ${def.method} ${def.path} answered ${body.code}: ${body.msg ?? ''}`);
  throw error;
}
