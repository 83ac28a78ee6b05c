import webpush from 'web-push';
import { isRole, type PushOrderPayload } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import type { AuthUser } from '../../http/context.ts';
import { type LiveEvent, maySeeOrder } from '../live/index.ts';
import { activeUserSubscriptions, claimSubscriptions, deleteSubscription } from './repository.ts';
import type { PushRequest, PushTransport } from './transport.ts';
import type { VapidKeys } from './vapid.ts';

type OrderEvent = Extract<LiveEvent, { type: 'orderCreated' }>;

export interface PushLog {
  warn(obj: object, msg: string): void;
}

/** Every subscription of an active user, with the user. */
export type SubscriptionRows = Awaited<ReturnType<typeof activeUserSubscriptions>>;

export interface NotifierDeps {
  db: Db;
  /** The subscriptions to consider; `sharedSubscriptionRead` lets the orders of a moment share one read. */
  subscriptions: () => Promise<SubscriptionRows>;
  vapid: VapidKeys;
  transport: PushTransport;
  timeoutMs: number;
  log: PushLog;
}

/** A new order is worth a push only while fresh: the push service drops it after this (seconds). */
const ttlSeconds = 600;

/** Push services answer 404/410 for a subscription the browser dropped (RFC 8030 §7.3): it never comes back. */
const gone = (status: number) => status === 404 || status === 410;

/**
 * Sends one push per subscription of every user who may see the order (the live hub's own rule,
 * so push and websocket never disagree). Each subscription is claimed first by setting its
 * last_order_code, so instances sharing a Redis bus, which all hear the event, send it once.
 * Never throws: a push that cannot go out is logged, the order is long committed.
 */
export async function pushNewOrder(deps: NotifierDeps, event: OrderEvent): Promise<void> {
  const rows = await deps.subscriptions();
  const allowed = rows.filter((r) => isRole(r.user.role) && maySeeOrder(authUser(r.user), event)).map((r) => r.id);
  if (allowed.length === 0) return;
  const claimed = await claimSubscriptions(deps.db, allowed, event.orderCode);
  const payload: PushOrderPayload = { type: 'newOrder', orderCode: event.orderCode, createTime: event.createTime };
  const body = JSON.stringify(payload);
  await Promise.all(claimed.map((s) => sendOne(deps, s, body)));
}

/**
 * One read of the subscriptions for every order created within `windowMs` of the first: the read
 * used to run once per create on every instance hearing the bus (each a round trip and a table
 * join), and a push waits at most the window longer. A read starts after the window, so what it
 * returns is never older than the order that asked for it. A failed read fails the orders that
 * shared it (each logs); the next order starts a new one.
 */
export function sharedSubscriptionRead(db: Db, windowMs: number): () => Promise<SubscriptionRows> {
  return sharedRead(() => activeUserSubscriptions(db), windowMs);
}

/** `read` once for all the calls made within `windowMs` of the first; it starts after the window. */
export function sharedRead<T>(read: () => Promise<T>, windowMs: number): () => Promise<T> {
  let next: Promise<T> | null = null;
  return () => {
    next ??= new Promise<void>((resolve) => setTimeout(resolve, windowMs)).then(() => {
      next = null;
      return read();
    });
    return next;
  };
}

async function sendOne(
  deps: NotifierDeps,
  s: { id: number; endpoint: string; p256dh: string; auth: string },
  body: string,
): Promise<void> {
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      body,
      {
        vapidDetails: deps.vapid,
        TTL: ttlSeconds,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    const request: PushRequest = {
      endpoint: details.endpoint,
      headers: stringHeaders(details.headers),
      body: details.body,
    };
    const status = await deps.transport(request, deps.timeoutMs);
    if (gone(status)) {
      await deleteSubscription(deps.db, s.id, s.endpoint);
    } else if (status < 200 || status >= 300) {
      deps.log.warn({ status, subscription: s.id }, 'push refused');
    }
  } catch (err) {
    deps.log.warn({ err, subscription: s.id }, 'push failed');
  }
}

function stringHeaders(headers: Record<string, string | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = String(v);
  return out;
}

function authUser(u: typeof users.$inferSelect): AuthUser {
  if (!isRole(u.role)) throw new Error('not a role');
  return { id: u.id, account: u.account, nickname: u.nickname, role: u.role, parentId: u.parentId, isAgent: u.isAgent };
}
