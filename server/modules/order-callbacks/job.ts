import { successfulOrderStatuses } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobLog } from '../../lib/logger.ts';
import type { OutboundGuard } from '../../lib/outbound/index.ts';
import { settingValue } from '../system-config/index.ts';
import { claimDueEvents } from '../callback-events/index.ts';
import { paidEventId, sendEvent } from './deliver-event.ts';
import { callbackPayload } from './payload.ts';
import { attemptCap } from './policy.ts';
import { recordAttempt } from './record-attempt.ts';
import { claimDueCallbacks, dropClaim, findDelivery, type Claim } from './repository.ts';
import { startJobLoop, type StopJob } from '../../lib/job-loop.ts';
import { postCallback } from './send.ts';

export interface CallbackJobOptions {
  /** The app's guard (app.services.outbound): its allow-list decides which private ranges are reachable. */
  outbound: OutboundGuard;
  /** Per request. */
  timeoutMs?: number;
  /** Orders claimed per batch. */
  batchSize?: number;
  /** Requests in flight at once. */
  parallel?: number;
}

export const callbackTimeoutMs = 10_000;
/** A claim outlives the request's timeout by far, so only a crashed instance's claims expire. */
const leaseMarginMs = 50_000;

async function deliver(
  db: Db,
  clock: Clock,
  claim: Claim,
  cap: number,
  guard: OutboundGuard,
  timeoutMs: number,
): Promise<boolean> {
  const found = await findDelivery(db, claim.orderCode);
  if (!found || !successfulOrderStatuses.includes(found.order.status) || !found.order.notifyUrl) {
    if (found) await dropClaim(db, claim);
    return false;
  }
  const eventId = await paidEventId(db, found.order, clock.now());
  const body = JSON.stringify(callbackPayload(found.order, found.merchant, { eventId, sentAt: clock.now() }));
  const outcome = await postCallback(guard, found.order.notifyUrl, body, timeoutMs);
  const now = clock.now();
  await db.transaction((tx) =>
    recordAttempt(tx, claim.orderCode, outcome, {
      trigger: 'auto',
      operatorId: null,
      now,
      url: found.order.notifyUrl,
      requestBody: body,
      eventId,
      cap,
      lease: claim.lease,
    }),
  );
  return true;
}

/**
 * One run of the callback job: claims due callbacks batch by batch (claimDueCallbacks: paid
 * orders; then claimDueEvents: every other outcome) and delivers each claimed one outside any
 * transaction, then records the outcome. Several runs at
 * once, here or on other instances, never send one attempt twice. Answers how many it sent.
 */
export async function runCallbackJob(db: Db, clock: Clock, options: CallbackJobOptions): Promise<number> {
  const timeoutMs = options.timeoutMs ?? callbackTimeoutMs;
  const batchSize = options.batchSize ?? 50;
  const parallel = options.parallel ?? 10;
  const cap = attemptCap(await settingValue(db, 'TimeoutCallbackTime'));
  let sent = 0;
  for (;;) {
    const now = clock.now();
    const claims = await claimDueCallbacks(db, now, new Date(now.getTime() + timeoutMs + leaseMarginMs), batchSize);
    for (let i = 0; i < claims.length; i += parallel) {
      const done = await Promise.all(
        claims.slice(i, i + parallel).map((c) => deliver(db, clock, c, cap, options.outbound, timeoutMs)),
      );
      sent += done.filter(Boolean).length;
    }
    if (claims.length < batchSize) break;
  }
  // Every other outcome of orders and payouts (server/modules/callback-events), the same way.
  for (;;) {
    const now = clock.now();
    const events = await claimDueEvents(db, now, new Date(now.getTime() + timeoutMs + leaseMarginMs), batchSize);
    const send = {
      trigger: 'auto',
      operatorId: null,
      cap,
      guard: options.outbound,
      timeoutMs,
      now: () => clock.now(),
    } as const;
    for (let i = 0; i < events.length; i += parallel) {
      await Promise.all(events.slice(i, i + parallel).map((e) => sendEvent(db, e, send)));
      sent += Math.min(parallel, events.length - i);
    }
    if (events.length < batchSize) return sent;
  }
}

/** Started by server/main.ts on every instance; tests call runCallbackJob with a ManualClock. */
export function startCallbackJob(db: Db, clock: Clock, outbound: OutboundGuard, log: JobLog, everyMs = 5_000): StopJob {
  return startJobLoop('callbacks', everyMs, () => runCallbackJob(db, clock, { outbound }), log);
}
export { dueCallbackCount } from './repository.ts';
