import { liveWsPath, type Role } from '../../contract/index.ts';
import type { RuntimeConfig } from '../../lib/config.ts';
import type { LiveSession } from '../../../workers/live/protocol.ts';

/**
 * The worker's view of the session: absolute URLs, since a worker resolves relative ones against
 * its own script. The websocket defaults to the page host plus /v1.0/ws (product 7.10), wss on an
 * https page; an http(s) URL in config.json becomes ws(s).
 */
export function liveSession(
  signIn: string,
  role: Role,
  config: Pick<RuntimeConfig, 'wsUrl' | 'apiBase'>,
  pageUrl: string,
): LiveSession {
  const page = new URL(pageUrl);
  const ws = new URL(config.wsUrl || liveWsPath, page);
  if (ws.protocol === 'http:' || ws.protocol === 'https:') ws.protocol = ws.protocol === 'https:' ? 'wss:' : 'ws:';
  const apiBase = config.apiBase ? new URL(config.apiBase, page).href.replace(/\/+$/, '') : page.origin;
  return { signIn, role, wsUrl: ws.href, apiBase };
}

/** Where a notice leads: the collection order list of the role, filtered on the order. */
export function noticeUrl(role: Role, orderCode: string): string {
  const list =
    role === 'supplier' ? '/order/list/supplier' : role === 'merchant' ? '/order/list/merchant' : '/order/list';
  return `${list}?${new URLSearchParams({ orderCode }).toString()}`;
}

/**
 * What a tab does when the worker says a sign-in ended (code 1003), read after a short grace:
 * - `endHere`: the ended sign-in is still stored, so it was ended elsewhere (forced out, expired):
 *   say so, forget it and go to sign-in;
 * - `toLogin`: nothing is stored, it was signed out here: go to sign-in;
 * - `keep`: another sign-in is stored (signed out, then in again within the grace): the old
 *   socket's late 1003 is not about it.
 */
export function afterExpiry(storedSignIn: string | null, endedSignIn: string): 'endHere' | 'toLogin' | 'keep' {
  if (storedSignIn === null) return 'toLogin';
  return storedSignIn === endedSignIn ? 'endHere' : 'keep';
}
