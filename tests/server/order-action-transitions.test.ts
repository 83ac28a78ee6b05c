import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, orderStatusIds, type OrderRow } from '../../src/contract/index.ts';
import { orders } from '../../server/db/schema.ts';
import { canTransition, statusName } from '../../server/modules/orders/state-machine.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeMerchant, makeProduct, makeResource, makeSupplier, setSetting } from './support/order-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const pairs = orderStatusIds.flatMap((from) => orderStatusIds.map((to) => [from, to] as const));

describe.each(backends)('manual status fix walks the state machine (%s)', (kind) => {
  let b: TestBackend;
  let token: string;
  let insertOrder: (status: number) => Promise<string>;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    token = await b.sessionFor('admin0001');
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    const productId = await makeProduct(b);
    const merchant = await makeMerchant(b, productId);
    const supplier = await makeSupplier(b, productId);
    // One roomy account, so a fix to Allocated always finds one.
    const resourceId = await makeResource(b, supplier.id, productId);
    insertOrder = async (status) => {
      const orderCode = `CT${randomBytes(6).toString('hex')}`;
      const assigned =
        status !== OrderStatus.created && status !== OrderStatus.creating && status !== OrderStatus.allocationFailed;
      await b.db.insert(orders).values({
        orderCode,
        merchantId: merchant.id,
        mchOrderNo: orderCode,
        productId,
        amount: 1_000,
        payableAmount: 1_000,
        status,
        supplierId: assigned ? supplier.id : null,
        resourceId: assigned ? resourceId : null,
        createdAt: now,
        updatedAt: now,
      });
      return orderCode;
    };
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('succeeds for exactly the pairs the state machine allows, and changes nothing otherwise', async () => {
    const outcomes: string[] = [];
    for (const [from, to] of pairs) {
      const orderCode = await insertOrder(from);
      const res = await b.call<OrderRow>(
        'POST',
        '/v1.0/order/updateOrderStatus',
        { orderCode, status: to, reason: 'walk' },
        { token },
      );
      const [after] = await b.db.select({ status: orders.status }).from(orders).where(eq(orders.orderCode, orderCode));
      const allowed = canTransition(from, to);
      const ok = res.code === 200 && res.data.status === to && after!.status === to;
      const refused = res.code === 409 && res.msgId === 'errors.orderTransitionInvalid' && after!.status === from;
      if (allowed ? !ok : !refused) outcomes.push(`${statusName(from)} -> ${statusName(to)}: ${res.code} ${res.msg}`);
    }
    expect(outcomes).toEqual([]);
    expect(pairs.filter(([f, t]) => canTransition(f, t)).length).toBeGreaterThan(30);
  }, 60_000);
});
