import { messageCalls, type CallDef } from '../../contract/index.ts';

/**
 * Calls that change nothing of value (docs/architecture.md): offline they are queued and replayed
 * once back online. Every other non-GET call (supplements, payouts, anything with a Google code)
 * is refused offline before it is sent, never queued.
 */
const harmlessCalls: readonly CallDef[] = [messageCalls.hasRead, messageCalls.removeReaded, messageCalls.restore];

export const harmlessCallByPath = (path: string): CallDef | undefined => harmlessCalls.find((c) => c.path === path);

/** The browser's own word; false on an offline reload before any 'offline' event. */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

export type GateDecision = 'send' | 'queue' | 'refuse';

/** What the API client does with a call right now. Reads (GET) always go out: the query layer pauses them. */
export function offlineGate(def: Pick<CallDef, 'method' | 'path'>, offline: boolean = browserOffline()): GateDecision {
  if (!offline || def.method === 'GET') return 'send';
  return harmlessCallByPath(def.path) ? 'queue' : 'refuse';
}

/** Not a server code: the call never left the phone. */
export const offlineCode = 0;

/** msgId of the refusal; the text lives in the server message table so every screen's error view shows it. */
export const offlineMessageId = 'errors.offline';
export const offlineMessage = 'You are offline: this action is not sent. Try again when the connection is back.';
