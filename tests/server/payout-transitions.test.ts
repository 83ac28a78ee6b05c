import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutStatus, payoutStatusIds, type PayoutRow } from '../../src/contract/index.ts';
import { auditRecords, payoutOrders } from '../../server/db/schema.ts';
import {
  allowedPayoutTransitions,
  canMovePayout,
  payoutStatusName,
} from '../../server/modules/payouts/state-machine.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeMerchant, makeSupplier, setSetting } from './support/order-fixtures.ts';
import { fund, ledgerMismatches, makePayoutProduct } from './support/payout-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const P = PayoutStatus;
const pairs = payoutStatusIds.flatMap((from) => payoutStatusIds.map((to) => [from, to] as const));

describe('payout state machine table', () => {
  it('lists every status, never a move to itself, and ends only in Completed and Cancelled', () => {
    expect(Object.keys(allowedPayoutTransitions).map(Number).sort()).toEqual([...payoutStatusIds].sort());
    for (const s of payoutStatusIds) expect(canMovePayout(s, s)).toBe(false);
    const finals = payoutStatusIds.filter((s) => allowedPayoutTransitions[s].length === 0);
    expect(finals.sort()).toEqual([P.paymentCompleted, P.paymentCancelled].sort());
    // Every open status may go back to the list, be completed or be cancelled.
    for (const s of payoutStatusIds.filter((x) => !finals.includes(x))) {
      expect(canMovePayout(s, P.paymentCancelled)).toBe(true);
      if (s !== P.awaitingPayment) expect(canMovePayout(s, P.awaitingPayment)).toBe(true);
    }
  });
});

describe.each(backends)('payout status fix walks the state machine (%s)', (kind) => {
  let b: TestBackend;
  let token: string;
  let insert: (status: number) => Promise<string>;
  let merchantId: number;
  let supplierId: number;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    token = await b.sessionFor('admin0001');
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    const product = await makePayoutProduct(b);
    merchantId = (await makeMerchant(b, product)).id;
    await fund(b, merchantId, 100_000_000);
    supplierId = (await makeSupplier(b, product)).id;
    insert = async (status) => {
      const orderCode = `PW${randomBytes(6).toString('hex')}`;
      await b.db.insert(payoutOrders).values({
        orderCode,
        merchantId,
        mchOrderNo: orderCode,
        productId: product,
        amount: 1_000,
        status,
        supplierId,
        claimedAt: now,
        batchId: 7,
        createdAt: now,
        updatedAt: now,
      });
      return orderCode;
    };
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('succeeds for exactly the pairs the state machine allows, audits each, and changes nothing otherwise', async () => {
    const wrong: string[] = [];
    for (const [from, to] of pairs) {
      const orderCode = await insert(from);
      const res = await b.call<PayoutRow>(
        'POST',
        '/v1.0/payoutOrder/updateStatus',
        { orderCode, status: to, reason: 'walk', utr: '123456789012' },
        { token },
      );
      const [after] = await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, orderCode));
      const audits = await b.db.$count(auditRecords, eq(auditRecords.target, orderCode));
      const ok = res.code === 200 && res.data.status === to && after!.status === to && audits === 1;
      const refused =
        res.code === 409 && res.msgId === 'errors.payoutTransitionInvalid' && after!.status === from && audits === 0;
      if (canMovePayout(from, to) ? !ok : !refused)
        wrong.push(`${payoutStatusName(from)} -> ${payoutStatusName(to)}: ${res.code} ${res.msg}`);
      // Back to the list means unassigned and out of the batch.
      if (ok && to === P.awaitingPayment)
        expect(after).toMatchObject({ supplierId: null, batchId: null, claimedAt: null });
      if (ok && to === P.paymentCompleted) expect(after!.utr).toBe('123456789012');
    }
    expect(wrong).toEqual([]);
    expect(await ledgerMismatches(b)).toEqual([]);
  }, 120_000);

  it('refuses to pay or complete a payout nobody is assigned', async () => {
    const orderCode = `PW${randomBytes(6).toString('hex')}`;
    await b.db.insert(payoutOrders).values({
      orderCode,
      merchantId,
      mchOrderNo: orderCode,
      productId: 90_000,
      amount: 1_000,
      status: P.awaitingPayment,
      createdAt: now,
      updatedAt: now,
    });
    for (const to of [P.processingPayment, P.paymentCompleted]) {
      expect(
        await b.call('POST', '/v1.0/payoutOrder/updateStatus', { orderCode, status: to, reason: 'x' }, { token }),
      ).toMatchObject({ code: 409, msgId: 'errors.payoutNoSupplier' });
    }
  });
});
