import { ProductId } from '../../src/contract/products.ts';
import { FundReason, PayoutStatus, payoutStatusIds, type PayoutStatusId } from '../../src/contract/statuses.ts';
import type { DbOrTx } from '../db/client.ts';
import { payoutOrders } from '../db/schema.ts';
import { feeFor, feeOf, productById, type FeeTable } from './demo-catalog.ts';
import type { FundEvent } from './demo-funds.ts';
import { accountNumber, city, ifscFor, indianBanks, indianPerson, upiFor } from './demo-names.ts';
import { currencyAmount } from './demo-payer.ts';
import { at, type SeededPeople } from './demo-users.ts';
import { insertInChunks } from './insert-chunks.ts';
import { tronAddress, type Prng } from './prng.ts';

const P = PayoutStatus;
const minute = 60_000;
const day = 86_400_000;
export const demoPayoutCount = 600;

const statusWeights: (readonly [PayoutStatusId, number])[] = [
  [P.paymentCompleted, 50],
  [P.paymentCancelled, 10],
  [P.awaitingPayment, 12],
  [P.preparingPayment, 5],
  [P.processingPayment, 8],
  [P.waitingForProcessing, 5],
  [P.readyToProcess, 4],
  [P.handleExceptions, 3],
  [P.processingException, 3],
];
/** A supplier has claimed these. */
const claimed = new Set<number>([
  P.preparingPayment,
  P.processingPayment,
  P.paymentCompleted,
  P.handleExceptions,
  P.processingException,
]);
const finished = new Set<number>([P.paymentCompleted, P.paymentCancelled]);
const productWeights: Record<number, number> = {
  [ProductId.indiaAutoPayout]: 45,
  [ProductId.razorpayPayout]: 35,
  [ProductId.usdtPayout]: 12,
  [ProductId.usdtPayoutScaled]: 8,
};
const rejectReasons = [
  'Beneficiary name mismatch',
  'Invalid IFSC code',
  'Account closed',
  "Cancelled at the merchant's request",
];

function yyyymmdd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}

type PayoutRow = typeof payoutOrders.$inferInsert & { createdAt: Date; merchantId: number };

/**
 * Payout orders in every status. Unclaimed ones (no supplier) form the pool suppliers claim from.
 * Money: the merchant's balance is held at creation (PayoutOrderOccupyBalanceOnCreate) for amount
 * plus fee and released on cancel; the supplier that paid is credited amount plus its commission.
 */
export async function seedPayouts(
  db: DbOrTx,
  rng: Prng,
  now: Date,
  people: SeededPeople,
  fees: FeeTable,
): Promise<FundEvent[]> {
  const t0 = now.getTime();
  const merchants = people.merchants.filter((m) => !m.deleted);
  const drafts: PayoutRow[] = [];
  for (let i = 0; i < demoPayoutCount; i++) {
    const status = i < payoutStatusIds.length ? at(payoutStatusIds, i) : rng.weighted(statusWeights);
    const merchant = rng.weighted(merchants.map((m) => [m, m.orderWeight] as const));
    const productId = rng.weighted(
      merchant.products.filter((p) => productWeights[p] !== undefined).map((p) => [p, productWeights[p] ?? 0] as const),
    );
    const usdt = productById(productId).currency === 'USDT';
    const amount = Math.round((500 * Math.pow(200, rng.next() ** 2)) / 100) * 100 * 100;
    const hasSupplier =
      claimed.has(status) || ((status === P.awaitingPayment || status === P.paymentCancelled) && rng.chance(0.5));
    const supplier = hasSupplier ? rng.pick(people.suppliers) : null;
    const created = finished.has(status) ? t0 - rng.int(2 * 60 * minute, 30 * day) : t0 - rng.int(5 * minute, 2 * day);
    const completed = status === P.paymentCompleted ? created + rng.int(5 * minute, 3 * 60 * minute) : null;
    const updated =
      completed ??
      (status === P.paymentCancelled
        ? created + rng.int(5 * minute, 6 * 60 * minute)
        : created + rng.int(1, 5) * minute);
    const person = indianPerson(rng);
    const bank = rng.pick(indianBanks);
    drafts.push({
      orderCode: '',
      merchantId: merchant.id,
      mchOrderNo: '',
      productId,
      supplierId: supplier?.id ?? null,
      amount,
      fee: feeOf(amount, feeFor(fees, merchant.id, productId)),
      status,
      name: person.full,
      cardNumber: usdt ? '' : accountNumber(rng),
      bankBranch: usdt ? 'TRON (TRC20)' : `${bank.name}, ${city(rng).split(',')[0] ?? ''}`,
      ifsc: usdt ? '' : ifscFor(rng, bank),
      upi: !usdt && rng.chance(0.3) ? upiFor(rng, person, bank) : '',
      address: usdt ? '' : city(rng),
      walletAddress: usdt ? tronAddress(rng) : '',
      usdtAmount: usdt ? currencyAmount(amount, productId).value : 0,
      utr: completed !== null ? rng.number(12) : null,
      rejectReason: status === P.paymentCancelled ? rng.pick(rejectReasons) : null,
      createdAt: new Date(created),
      updatedAt: new Date(Math.min(updated, t0)),
      completedAt: completed === null ? null : new Date(completed),
    });
  }
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
    o.orderCode = `P${yyyymmdd(created)}${String(1_000_000_000 + i)}`;
    o.mchOrderNo = `W${o.merchantId}-${yyyymmdd(created)}-${String(n).padStart(5, '0')}`;
    const held = (o.amount ?? 0) + (o.fee ?? 0);
    events.push({
      userId: o.merchantId,
      at: created,
      reason: FundReason.payoutHold,
      amount: -held,
      orderCode: o.orderCode,
    });
    if (o.status === P.paymentCancelled) {
      events.push({
        userId: o.merchantId,
        at: o.updatedAt?.getTime() ?? created,
        reason: FundReason.payoutRelease,
        amount: held,
        orderCode: o.orderCode,
      });
    }
    if (o.status === P.paymentCompleted && o.supplierId && o.completedAt) {
      const commission = feeOf(o.amount ?? 0, feeFor(fees, o.supplierId, o.productId));
      events.push({
        userId: o.supplierId,
        at: o.completedAt.getTime(),
        reason: FundReason.payoutPaid,
        amount: (o.amount ?? 0) + commission,
        orderCode: o.orderCode,
      });
    }
  });
  await insertInChunks(db, payoutOrders, rows, 600);
  return events;
}
