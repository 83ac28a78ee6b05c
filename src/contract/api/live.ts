import { z } from 'zod';
import { call } from '../call.ts';
import { workerCalls } from '../worker-calls.ts';
import type { LastOrder } from './orders.ts';

/** Product 7.10: the websocket of the live worker; a relative path resolves against the page host. */
export const liveWsPath = '/v1.0/ws';

/** A command the app sends (product 7.10): request ids count up from 0 per connection (product 9). */
export interface LiveCommand {
  requestId: number;
  commandType: string;
  data: unknown;
  token: string | null;
}

/** The answer to one command, in the API's envelope shape. */
export interface LiveReply {
  requestId: number;
  code: number;
  data: unknown;
  msg: string;
}

/** What the server sends unasked: a new order the user may see, or the end of the session. */
export type LivePush =
  | { commandType: 'newOrder'; code: 200; data: LastOrder; msg: string }
  | { commandType: 'sessionExpired'; code: 1003; data: null; msg: string };

export type LiveMessage = LiveReply | LivePush;

/** The heartbeat (product 7.10): `data.key` goes out, the reply's `data.key` is stored for the next one. */
export interface HeartbeatData {
  key: string;
}

export { liveCloseSessionExpired } from '../worker-calls.ts';

/** What one server instance sees of a user's live traffic (decision 027: one socket and one poll for all tabs). */
export interface LiveDiagnostics {
  userId: number;
  /** Open websockets of the user on this instance. */
  connections: number;
  /** getLastOrder calls made with any of the user's sessions within `windowSeconds`. */
  polls: number;
  windowSeconds: number;
}

/**
 * A one-time pass for the websocket upgrade (decision 049): the worker opens `/v1.0/ws?ticket=…`, so
 * the URL (which proxies and servers log) names no session token, and the ticket is worth nothing
 * once used or after `expiresInSeconds`.
 */
export interface LiveTicket {
  ticket: string;
  expiresInSeconds: number;
}

/** How long a ticket may wait for its upgrade: a connect is a few hundred milliseconds. */
export const liveTicketTtlMs = 30_000;

export const liveCalls = {
  /** Support and tests read whether a user's tabs share one connection; the super admin only. */
  diagnostics: call<LiveDiagnostics>()({
    method: 'GET',
    path: '/v1.0/live/diagnostics',
    input: z.object({
      userName: z
        .string({ message: 'validation.required' })
        .trim()
        .min(1, 'validation.required')
        .max(64, 'validation.required'),
      windowSeconds: z.coerce.number().int().min(1).max(300).default(60),
    }),
    access: ['superAdmin'],
  }),
  /** Before each (re)connect; bound to the calling session, valid once within liveTicketTtlMs. */
  ticket: call<LiveTicket>()({
    method: 'POST',
    path: workerCalls.liveTicket.path,
    input: z.object({}),
    access: 'anyUser',
  }),
};
