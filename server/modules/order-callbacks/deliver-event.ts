import { eq } from 'drizzle-orm';
import { OrderType } from '../../../src/contract/index.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { OutboundGuard } from '../../lib/outbound/index.ts';
import { enqueueEvent, latestEvent, lockEvent, updateEvent, type EventRecord } from '../callback-events/index.ts';
import type { OrderRecord } from '../orders/index.ts';
import { eventPayload, type MerchantKey } from './payload.ts';
import { backoffMs } from './policy.ts';
import { insertAttempt, type AttemptRecord } from './repository.ts';
import { postCallback } from './send.ts';

/** The key a callback is signed with: the test key for a test order's or payout's (decision 130). */
export async function merchantKeyOf(db: DbOrTx, merchantId: number, test = false): Promise<MerchantKey> {
  const [row] = await db
    .select({ merchantKey: users.merchantKey, merchantTestKey: users.merchantTestKey, signType: users.signType })
    .from(users)
    .where(eq(users.id, merchantId));
  const key = test ? (row?.merchantTestKey ?? row?.merchantKey) : row?.merchantKey;
  return { merchantKey: key ?? null, signType: row?.signType ?? 'MD5' };
}

/**
 * The event id of an order's payment. Orders paid before events existed have none: one is
 * recorded at their first callback, so every later try and re-send carries the same.
 */
export async function paidEventId(db: DbOrTx, order: OrderRecord, now: Date): Promise<string> {
  const found = await latestEvent(db, order.orderCode, 'order.paid');
  if (found) return found.eventId;
  return enqueueEvent(db, {
    eventType: 'order.paid',
    orderCode: order.orderCode,
    mchOrderNo: order.mchOrderNo,
    merchantId: order.merchantId,
    url: order.notifyUrl,
    test: order.orderType === OrderType.test,
    data: {},
    now,
    schedule: false,
  });
}

export interface EventSend {
  trigger: 'auto' | 'manual';
  operatorId: number | null;
  /** Automatic tries before giving up (TimeoutCallbackTime). */
  cap: number;
  guard: OutboundGuard;
  timeoutMs: number;
  now: () => Date;
}

/**
 * One try of an event (not a paid order's: record-attempt.ts has those): signed with the
 * merchant's key as it is now, posted outside any transaction, then the attempt row and the
 * event's schedule written together. An automatic try reschedules only while its claim stands
 * (as the paid orders' tries do); a manual re-send is attempt 1 of a round of its own and keeps
 * the same event id.
 */
export async function sendEvent(db: Db, event: EventRecord, s: EventSend): Promise<AttemptRecord> {
  const merchant = await merchantKeyOf(db, event.merchantId, event.test);
  const body = JSON.stringify(eventPayload(event, merchant, s.now()));
  const outcome = await postCallback(s.guard, event.url, body, s.timeoutMs);
  const now = s.now();
  return db.transaction(async (tx) => {
    const current = (await lockEvent(tx, event.id)) ?? event;
    const auto = s.trigger === 'auto';
    const attemptNo = auto ? current.attempts + 1 : 1;
    const attempt = await insertAttempt(tx, {
      orderCode: event.orderCode,
      mchOrderNo: event.mchOrderNo,
      merchantId: event.merchantId,
      url: event.url,
      httpMethod: 'POST',
      requestBody: body,
      responseStatus: outcome.status,
      responseBody: outcome.body,
      success: outcome.success,
      error: outcome.error,
      attempt: attemptNo,
      trigger: s.trigger,
      operatorId: s.operatorId,
      durationMs: outcome.durationMs,
      eventId: event.eventId,
      eventType: event.eventType,
      createdAt: now,
    });
    const holdsClaim = auto && event.nextAt !== null && current.nextAt?.getTime() === event.nextAt.getTime();
    let nextAt = current.nextAt;
    if (outcome.success) nextAt = null;
    else if (holdsClaim) nextAt = attemptNo >= s.cap ? null : new Date(now.getTime() + backoffMs(attemptNo));
    await updateEvent(tx, event.id, {
      nextAt,
      delivered: current.delivered || outcome.success,
      countAttempt: auto,
    });
    return attempt;
  });
}
