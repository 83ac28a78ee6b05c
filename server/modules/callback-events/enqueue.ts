import { randomUUID } from 'node:crypto';
import type { CallbackEventType } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { callbackEvents } from '../../db/schema.ts';

/** An outcome to tell a merchant, as the module that made the move knows it. */
export interface NewEvent {
  eventType: CallbackEventType;
  orderCode: string;
  mchOrderNo: string;
  merchantId: number;
  /** The order's or payout's notifyUrl; '' when the merchant gave none (nothing is sent). */
  url: string;
  /** What the callback says besides the event fields; empty strings and nulls are left out. */
  data: Record<string, string | number | null | undefined>;
  now: Date;
  /**
   * false for a paid collection order: the order row schedules that callback itself
   * (orders.callback_next_at), and this row only names the event.
   */
  schedule?: boolean;
  /** A test order's or payout's (decision 130): its callback is signed with the test key. */
  test?: boolean;
}

const kept = (data: NewEvent['data']) =>
  Object.fromEntries(
    Object.entries(data).filter(
      (e): e is [string, string | number] => e[1] !== null && e[1] !== undefined && e[1] !== '',
    ),
  );

/**
 * Records the event in the caller's transaction, the one of the move it tells, so an outcome is
 * told exactly when it is committed. Due at once when scheduled and the merchant gave a notifyUrl.
 * Answers the event id.
 */
export async function enqueueEvent(tx: DbOrTx, e: NewEvent): Promise<string> {
  const eventId = randomUUID();
  await tx.insert(callbackEvents).values({
    eventId,
    eventType: e.eventType,
    orderCode: e.orderCode,
    mchOrderNo: e.mchOrderNo,
    merchantId: e.merchantId,
    url: e.url,
    data: kept(e.data),
    nextAt: e.schedule !== false && e.url !== '' ? e.now : null,
    test: e.test === true,
    createdAt: e.now,
  });
  return eventId;
}
