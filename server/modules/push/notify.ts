import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import webpush from 'web-push';
import { isRole, type PushOrderPayload } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';
import type { AuthUser } from '../../http/context.ts';
import { type LiveEvent, maySeeOrder } from '../live/index.ts';
import type { PushRequest, PushTransport } from './transport.ts';
import type { VapidKeys } from './vapid.ts';

type OrderEvent = Extract<LiveEvent, { type: 'orderCreated' }>;

export interface PushLog {
  warn(obj: object, msg: string): void;
}

export interface NotifierDeps {
  db: Db;
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
  const rows = await subscriptionsStatement(deps.db).execute();
  const allowed = rows.filter((r) => isRole(r.user.role) && maySeeOrder(authUser(r.user), event)).map((r) => r.id);
  if (allowed.length === 0) return;
  const claimed = await deps.db
    .update(pushSubscriptions)
    .set({ lastOrderCode: event.orderCode })
    .where(and(inArray(pushSubscriptions.id, allowed), or(isNull(pushSubscriptions.lastOrderCode), ne(pushSubscriptions.lastOrderCode, event.orderCode))))
    .returning({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth });
  const payload: PushOrderPayload = { type: 'newOrder', orderCode: event.orderCode, createTime: event.createTime };
  const body = JSON.stringify(payload);
  await Promise.all(claimed.map((s) => sendOne(deps, s, body)));
}

function buildSubscriptionsStatement(db: Db) {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, user: users })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(users.status, 0))
    .prepare('push_subscriptions_of_active_users');
}
/** Runs on every order create: built once per database handle, not by drizzle on each create. */
const subscriptionsPrepared = new WeakMap<Db, ReturnType<typeof buildSubscriptionsStatement>>();
function subscriptionsStatement(db: Db) {
  let statement = subscriptionsPrepared.get(db);
  if (!statement) {
    statement = buildSubscriptionsStatement(db);
    subscriptionsPrepared.set(db, statement);
  }
  return statement;
}

async function sendOne(deps: NotifierDeps, s: { id: number; endpoint: string; p256dh: string; auth: string }, body: string): Promise<void> {
  try {
    const details = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, body, {
      vapidDetails: deps.vapid,
      TTL: ttlSeconds,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    });
    const request: PushRequest = { endpoint: details.endpoint, headers: stringHeaders(details.headers), body: details.body };
    const status = await deps.transport(request, deps.timeoutMs);
    if (gone(status)) {
      await deps.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, s.id), eq(pushSubscriptions.endpoint, s.endpoint)));
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
