import type { LastOrder, Role } from '../../src/contract/index.ts';

/** Product 4: the states of the websocket. */
export type LiveState = 'uninitialized' | 'connecting' | 'connected' | 'error' | 'closed';

/** What a tab tells the live worker about the signed-in user. */
export interface LiveSession {
  /**
   * Which sign-in this is (the app's non-secret mark): a new one restarts the socket. The worker
   * never holds the token: its fetches carry the HttpOnly cookie, and the socket opens with a ticket.
   */
  signIn: string;
  role: Role;
  /** Absolute ws:// or wss:// URL. */
  wsUrl: string;
  /** Absolute origin (and prefix) of the API. */
  apiBase: string;
}

/** A raised new-order notice (product 4 order notifier); `repeat` counts the firings after the first. */
export interface Notice {
  orderCode: string;
  createTime: string;
  repeat: number;
}

export type TabToWorker =
  { type: 'start'; session: LiveSession } | { type: 'stop' } | { type: 'reset' } | { type: 'bye' };

export type WorkerToTab =
  | { type: 'state'; state: LiveState }
  /** The current notice, or null once reset; every tab shows the same. */
  | { type: 'notice'; notice: Notice | null }
  /** One firing of the notice (product 9: every 5 s, shown 5 s, with sound): every tab. */
  | { type: 'alert'; notice: Notice }
  /** One firing for the system notification: to ONE tab, which hands it to the service worker. */
  | { type: 'notify'; notice: Notice }
  | { type: 'heartbeatKey'; key: string }
  | { type: 'newOrder'; order: LastOrder }
  /**
   * Code 1003 on the websocket or the poll: the session is over. `signIn` names which one, so a
   * tab that signed in again meanwhile keeps its new session.
   */
  | { type: 'expired'; signIn: string };
