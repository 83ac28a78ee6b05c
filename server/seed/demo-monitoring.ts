import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { OrderStatus } from '../../src/contract/statuses.ts';
import type { DbOrTx } from '../db/client.ts';
import { bankStatements, monitorLogs, orderCallbacks, orders, resources, users } from '../db/schema.ts';
import { callbackPayload } from '../modules/order-callbacks/payload.ts';
import { backoffMs } from '../modules/order-callbacks/policy.ts';
import { insertInChunks } from './insert-chunks.ts';
import type { Prng } from './prng.ts';

const S = OrderStatus;
const second = 1000;
const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * Attempts of the newest called-back orders, consistent with their count, success and last time.
 * Every query here is fully ordered: the generator's draws follow the rows, so the data set repeats.
 */
/** A UUID-shaped id drawn from the order code, so the seeded callbacks repeat run after run. */
function seededEventId(orderCode: string): string {
  const h = createHash('sha256').update(`event:${orderCode}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function seedCallbackAttempts(db: DbOrTx, rng: Prng): Promise<void> {
  const called = await db
    .select({ o: orders, merchantKey: users.merchantKey, signType: users.signType })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.merchantId))
    .where(and(gt(orders.callbackCount, 0), inArray(orders.status, [S.callbackSuccessful, S.callbackFailed])))
    .orderBy(desc(orders.lastCallbackAt), desc(orders.id))
    .limit(150);
  const rows: (typeof orderCallbacks.$inferInsert)[] = [];
  for (const { o, merchantKey, signType } of called) {
    const last = o.lastCallbackAt?.getTime() ?? o.updatedAt.getTime();
    // Deterministic, as the whole data set (docs/decisions/008-deterministic-demo-data.md).
    const eventId = seededEventId(o.orderCode);
    const body = JSON.stringify(callbackPayload(o, { merchantKey, signType }, { eventId, sentAt: new Date(last) }));
    for (let n = 1; n <= o.callbackCount; n++) {
      const ok = o.status === S.callbackSuccessful && n === o.callbackCount;
      const refused = !ok && rng.chance(0.4);
      // Times counted back from the last attempt with the job's waits.
      let at = last;
      for (let k = o.callbackCount - 1; k >= n; k--) at -= backoffMs(k);
      rows.push({
        orderCode: o.orderCode,
        mchOrderNo: o.mchOrderNo,
        merchantId: o.merchantId,
        url: o.notifyUrl,
        eventId,
        eventType: 'order.paid',
        requestBody: body,
        responseStatus: ok ? 200 : refused ? null : rng.pick([500, 502, 404]),
        responseBody: ok ? 'success' : refused ? '' : rng.pick(['Internal Server Error', 'Bad Gateway', 'Not Found']),
        success: ok,
        error: refused ? rng.pick(['ECONNREFUSED', 'Timed out after 10000 ms']) : '',
        attempt: n,
        trigger: 'auto',
        durationMs: refused ? rng.int(3, 10_000) : rng.int(40, 900),
        createdAt: new Date(at),
      });
    }
  }
  await insertInChunks(db, orderCallbacks, rows, 500);
}

type Device = { id: number; supplierId: number; cardNumber: string };
type LogRow = typeof monitorLogs.$inferInsert;

/**
 * SMS records of monitored accounts: the automatic confirmations of recent paid orders, incomes
 * nobody's order fits, expenses, and for a few waiting orders an income that fits them, so
 * "query status" finds something in the demo. Each with the monitor log lines the server writes.
 */
async function seedStatements(db: DbOrTx, rng: Prng, now: Date): Promise<void> {
  const devices: Device[] = await db
    .select({ id: resources.id, supplierId: resources.supplierId, cardNumber: resources.cardNumber })
    .from(resources)
    .where(ne(resources.monitorKey, ''))
    .orderBy(resources.id);
  if (devices.length === 0) return;
  const byId = new Map(devices.map((d) => [d.id, d]));
  const paid = await db
    .select()
    .from(orders)
    .where(and(eq(orders.supplementStatus, 2), inArray(orders.resourceId, [...byId.keys()])))
    .orderBy(desc(orders.completedAt), desc(orders.id))
    .limit(150);
  const waiting = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, [S.allocated, S.processing]), inArray(orders.resourceId, [...byId.keys()])))
    .orderBy(orders.id)
    .limit(3);

  const statements: (typeof bankStatements.$inferInsert)[] = [];
  const logs: LogRow[] = [];
  let seq = 0;
  const add = (
    d: Device,
    direction: number,
    amount: number,
    receivedAt: Date,
    utr: string | null,
    matched: { orderCode: string; at: Date } | null,
  ) => {
    const id = `demo-${++seq}`;
    statements.push({
      resourceId: d.id,
      supplierId: d.supplierId,
      direction,
      amount,
      utr,
      payerName: rng.pick(['Ravi Kumar', 'Priya Sharma', 'Amit Singh', 'Neha Gupta', '']),
      cardNumber: d.cardNumber,
      sender: rng.pick(['HDFCBK', 'SBIINB', 'ICICIB', 'AXISBK']),
      content: `${direction === 0 ? 'Credited' : direction === 1 ? 'Debited' : 'Reversed'} INR ${money(amount)} ${direction === 0 ? 'to' : 'from'} a/c XX${d.cardNumber.slice(-4)}${utr ? ` UTR ${utr}` : ''}`,
      deviceMessageId: id,
      receivedAt,
      matchedOrderCode: matched?.orderCode ?? null,
      matchedAt: matched?.at ?? null,
      createdAt: new Date(receivedAt.getTime() + rng.int(1, 5) * second),
    });
    const at = new Date(receivedAt.getTime() + 5 * second);
    const kind = ['income', 'expense', 'reversal'][direction] ?? 'income';
    logs.push({
      resourceId: d.id,
      cardNumber: d.cardNumber,
      logPhase: 'report',
      content: `Message ${id}: ${kind} ${money(amount)} (UTR ${utr ?? '-'})`,
      createdAt: at,
    });
    if (direction !== 0) return;
    logs.push(
      matched
        ? {
            resourceId: d.id,
            cardNumber: d.cardNumber,
            logPhase: 'matched',
            orderCode: matched.orderCode,
            content: `Income ${money(amount)} (UTR ${utr ?? '-'}) confirmed order ${matched.orderCode}`,
            createdAt: at,
          }
        : {
            resourceId: d.id,
            cardNumber: d.cardNumber,
            logPhase: 'unmatched',
            content: `No waiting order of ${money(amount)} on this account`,
            createdAt: at,
          },
    );
  };

  for (const o of paid) {
    const d = byId.get(o.resourceId ?? -1);
    const done = o.completedAt ?? o.updatedAt;
    if (d)
      add(d, 0, o.payableAmount, new Date(done.getTime() - rng.int(5, 60) * second), o.utr, {
        orderCode: o.orderCode,
        at: done,
      });
  }
  for (const o of waiting) {
    const d = byId.get(o.resourceId ?? -1);
    if (d)
      add(
        d,
        0,
        o.payableAmount,
        new Date(Math.min(now.getTime(), o.createdAt.getTime() + rng.int(10, 120) * second)),
        rng.number(12),
        null,
      );
  }
  for (let i = 0; i < 100; i++) {
    const d = rng.pick(devices);
    const direction = i < 60 ? 0 : rng.chance(0.8) ? 1 : 2;
    add(
      d,
      direction,
      rng.int(100, 50_000) * 100,
      new Date(now.getTime() - rng.int(60, 30 * 86_400) * second),
      direction === 0 ? rng.number(12) : null,
      null,
    );
  }
  // Devices coming and going, and the odd repeated message.
  for (let i = 0; i < 60; i++) {
    const d = rng.pick(devices);
    const at = new Date(now.getTime() - rng.int(60, 30 * 86_400) * second);
    logs.push(
      i % 4 === 0
        ? {
            resourceId: d.id,
            cardNumber: d.cardNumber,
            logPhase: 'duplicate',
            content: `Message demo-${rng.int(1, Math.max(1, seq))} was reported before; ignored`,
            createdAt: at,
          }
        : {
            resourceId: d.id,
            cardNumber: d.cardNumber,
            logPhase: 'state',
            content: `Monitor state ${rng.pick([1, 4, 5])} -> ${rng.pick([0, 1, 3])}`,
            createdAt: at,
          },
    );
  }
  await insertInChunks(db, bankStatements, statements, 500);
  await insertInChunks(db, monitorLogs, logs, 500);
}

/** Callback attempts, SMS records and monitor logs, after the orders they describe. */
export async function seedMonitoring(db: DbOrTx, rng: Prng, now: Date): Promise<void> {
  await seedCallbackAttempts(db, rng);
  await seedStatements(db, rng, now);
}
