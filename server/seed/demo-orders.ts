import {
  FundReason,
  OrderStatus,
  OrderType,
  orderStatusIds,
  type OrderStatusId,
  type OrderTypeId,
} from '../../src/contract/statuses.ts';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { demoProducts, feeFor, feeOf, productById, type FeeTable } from './demo-catalog.ts';
import type { FundEvent } from './demo-funds.ts';
import { ipPool } from './demo-names.ts';
import { orderAmount, payerFor } from './demo-payer.ts';
import type { ResourcesByProduct } from './demo-resources.ts';
import { at, type SeededMerchant, type SeededPeople } from './demo-users.ts';
import { insertInChunks } from './insert-chunks.ts';
import type { Prng } from './prng.ts';

const S = OrderStatus;
const minute = 60_000;
const day = 86_400_000;
/** The default of OrderTimeoutMinutes (system-config's defaults). */
const timeoutMs = 15 * minute;

// Per mille. Most orders succeed and a sixth time out. Orders still running (created, creating,
// allocated, processing) can only be minutes old, so they are few (about 36 of 24,000: a busy
// quarter of an hour); those waiting for staff are at most three days old. The first 14 orders
// take every status once whatever the weights.
const statusWeights: (readonly [OrderStatusId, number])[] = [
  [S.callbackSuccessful, 598],
  [S.successful, 125],
  [S.callbackFailed, 25],
  [S.timedOut, 150],
  [S.allocationFailed, 40],
  [S.rejected, 30],
  [S.failed, 25],
  [S.created, 0.3],
  [S.creating, 0.2],
  [S.allocated, 0.6],
  [S.processing, 0.4],
  [S.submitted, 2],
  [S.toBeConfirmed, 3],
  [S.rejecting, 1],
];
const typeIds = Object.values(OrderType) as OrderTypeId[];
const typeWeights: (readonly [OrderTypeId, number])[] = [
  [OrderType.ordinary, 940],
  [OrderType.suspicious, 20],
  [OrderType.test, 15],
  [OrderType.leakFill, 10],
  [OrderType.malicious, 5],
  [OrderType.query, 10],
];
/** Paid: money moved, realAmount, UTR and completedAt are set. */
export const successLike = new Set<number>([S.successful, S.callbackSuccessful, S.callbackFailed]);
/** Never reached a supplier. */
const unallocated = new Set<number>([S.created, S.creating, S.allocationFailed]);
/** Still running: created within the last minutes, so they are live when the demo starts. */
const live = new Set<number>([S.created, S.creating, S.allocated, S.processing]);
/** Waiting for staff (review, confirmation, reject in progress): up to three days old. */
const awaitingStaff = new Set<number>([S.submitted, S.toBeConfirmed, S.rejecting]);
const withUtr = new Set<number>([...successLike, S.submitted, S.toBeConfirmed]);

const rejectReasons = ['Payer name mismatch', 'Duplicate payment', 'Amount mismatch', 'Suspected fraud'];
const subjects = ['Wallet top-up', 'Game credits', 'Subscription', 'Order payment', 'Recharge'];

function allocationFailure(rng: Prng, productId: number, amount: number): string {
  return rng.pick([
    `No enabled account with balance for product ${productId}`,
    `All accounts of product ${productId} reached their daily limit`,
    `No account accepts amount ${(amount / 100).toFixed(2)}`,
  ]);
}

/** Share of orders by hour of day in India (UTC+5:30): quiet at night, busy in the evening. */
function activity(ms: number): number {
  const hour = new Date(ms + 330 * minute).getUTCHours();
  return hour < 7 ? 0.25 : hour < 10 ? 0.6 : hour < 18 ? 0.85 : 1;
}
/** A time in [from, to] drawn by `activity` (rejection sampling), so the hourly charts have a shape. */
function busyTime(rng: Prng, from: number, to: number): number {
  for (;;) {
    const t = rng.int(from, to);
    if (rng.next() < activity(t)) return t;
  }
}

function yyyymmdd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}

type OrderRow = typeof orders.$inferInsert & { createdAt: Date; merchantId: number };

/** One order without its codes; codes follow creation time and are given after sorting. */
function draftOrder(
  rng: Prng,
  i: number,
  t0: number,
  merchants: SeededMerchant[],
  fees: FeeTable,
  byProduct: ResourcesByProduct,
  ips: string[],
): OrderRow {
  // The first rows take every status and every type once, so a small seed still has them all.
  const status = i < orderStatusIds.length ? at(orderStatusIds, i) : rng.weighted(statusWeights);
  let orderType = i < typeIds.length ? at(typeIds, i) : rng.weighted(typeWeights);
  if (orderType === OrderType.leakFill && !successLike.has(status)) orderType = OrderType.ordinary; // a fill-in is always paid
  const merchant = rng.weighted(merchants.map((m) => [m, m.orderWeight] as const));
  const productId = rng.weighted(
    demoProducts
      .filter((p) => p.kind === 'collection' && merchant.products.includes(p.id))
      .map((p) => [p.id, p.orderWeight] as const),
  );
  const amount = orderAmount(rng);

  const created = live.has(status)
    ? t0 - rng.int(0, 12 * minute)
    : awaitingStaff.has(status)
      ? t0 - rng.int(20 * minute, 3 * day)
      : busyTime(rng, t0 - 30 * day, t0 - 60 * minute);
  const resource = unallocated.has(status)
    ? null
    : rng.weighted((byProduct.get(productId) ?? []).map((r) => [r, r.enabled ? 4 : 1] as const));
  const paid = successLike.has(status);
  const completed = paid ? created + rng.int(30, 12 * 60) * 1000 : null;

  let callbackCount = 0;
  let lastCallback: number | null = null;
  if (completed !== null && status === S.callbackSuccessful) {
    callbackCount = rng.weighted([
      [1, 90],
      [2, 7],
      [3, 3],
    ]);
    lastCallback = completed + rng.int(1, 30) * 1000 + (callbackCount - 1) * minute;
  } else if (completed !== null && status === S.callbackFailed) {
    callbackCount = 5; // retried up to the cap, then given up
    lastCallback = completed + 31 * minute;
  }
  const supplement =
    orderType === OrderType.leakFill
      ? 1
      : paid
        ? rng.weighted([
            [null, 93],
            [1, 4],
            [2, 3],
          ])
        : null;
  const updated =
    lastCallback ?? completed ?? (status === S.timedOut ? created + timeoutMs : created + rng.int(1, 120) * 1000);
  const host = merchant.account;
  return {
    orderCode: '',
    merchantId: merchant.id,
    mchOrderNo: '',
    productId,
    supplierId: resource?.supplierId ?? null,
    resourceId: resource?.id ?? null,
    amount,
    payableAmount: amount,
    realAmount: paid ? amount : 0,
    status,
    orderType,
    orderMark: rng.chance(0.03) ? rng.int(1, 5) : null,
    supplementStatus: supplement,
    utr: withUtr.has(status) ? rng.number(12) : null,
    clientIp: rng.pick(ips),
    // "Successful" orders are paid ones whose merchant asked for no callback.
    notifyUrl: status === S.successful ? '' : `https://${host}.example/notify`,
    returnUrl: `https://${host}.example/return`,
    subject: rng.pick(subjects),
    body: productById(productId).name,
    payer: payerFor(rng, productId, amount),
    merchantFee: feeOf(amount, feeFor(fees, merchant.id, productId)),
    supplierFee: resource ? feeOf(amount, feeFor(fees, resource.supplierId, productId)) : 0,
    callbackCount,
    callbackSuccess: status === S.callbackSuccessful,
    lastCallbackAt: lastCallback === null ? null : new Date(lastCallback),
    locked: status === S.rejecting,
    allocateInfo: unallocated.has(status)
      ? status === S.allocationFailed
        ? allocationFailure(rng, productId, amount)
        : status === S.creating
          ? 'Creating the order at the channel'
          : 'Waiting for allocation'
      : '',
    remark:
      status === S.rejected || status === S.rejecting
        ? rng.pick(rejectReasons)
        : status === S.failed
          ? 'Bank reported the payment as failed'
          : '',
    createdAt: new Date(created),
    updatedAt: new Date(Math.min(updated, t0)),
    completedAt: completed === null ? null : new Date(completed),
    expiresAt: new Date(created + timeoutMs),
  };
}

/**
 * `count` collection orders over the 30 days before `now`, inserted in creation order, and the
 * fund events of the paid ones: the merchant is credited amount - merchantFee; the supplier, who
 * received the payer's money on its own account, is debited amount - supplierFee from its
 * prepaid balance. Test orders move no money.
 */
export async function seedOrders(
  db: DbOrTx,
  rng: Prng,
  now: Date,
  count: number,
  people: SeededPeople,
  fees: FeeTable,
  byProduct: ResourcesByProduct,
): Promise<FundEvent[]> {
  const t0 = now.getTime();
  const ips = ipPool(rng, 400);
  const merchants = people.merchants.filter((m) => !m.deleted);
  const drafts: OrderRow[] = [];
  for (let i = 0; i < count; i++) drafts.push(draftOrder(rng, i, t0, merchants, fees, byProduct, ips));
  const rows = drafts
    .map((o, i) => ({ o, i }))
    .sort((a, b) => a.o.createdAt.getTime() - b.o.createdAt.getTime() || a.i - b.i)
    .map(({ o }) => o);

  const perMerchant = new Map<number, number>();
  const events: FundEvent[] = [];
  rows.forEach((o, i) => {
    const created = o.createdAt.getTime();
    const n = (perMerchant.get(o.merchantId) ?? 0) + 1;
    perMerchant.set(o.merchantId, n);
    o.orderCode = `C${yyyymmdd(created)}${String(1_000_000_000 + i)}`;
    o.mchOrderNo = `M${o.merchantId}-${yyyymmdd(created)}-${String(n).padStart(6, '0')}`;
    if (!successLike.has(o.status) || o.orderType === OrderType.test || !o.completedAt) return;
    const amount = o.amount ?? 0;
    const paidAt = o.completedAt.getTime();
    events.push({
      userId: o.merchantId,
      at: paidAt,
      reason: FundReason.orderIncome,
      amount: amount - (o.merchantFee ?? 0),
      orderCode: o.orderCode,
    });
    if (o.supplierId) {
      events.push({
        userId: o.supplierId,
        at: paidAt,
        reason: FundReason.supplierCollection,
        amount: -(amount - (o.supplierFee ?? 0)),
        orderCode: o.orderCode,
      });
    }
  });
  await insertInChunks(db, orders, rows, 1000);
  return events;
}
