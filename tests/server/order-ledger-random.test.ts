import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, orderStatusIds, rejectReasons } from '../../src/contract/index.ts';
import { reservingStatuses } from '../../server/modules/orders/state-machine.ts';
import { timeOutOrders } from '../../server/modules/orders/timeout-job.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  rows,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';

const S = OrderStatus;
const now = new Date('2026-06-01T08:00:00.000Z');
const paidStatuses: number[] = [S.successful, S.callbackSuccessful, S.callbackFailed];

/**
 * The ledger's promise under a random mix of everything that moves an order (product 4, docs/architecture.md:
 * "the sum of fund records equals the balance, always"): creates, supplements, reversals, status
 * fixes to any status, rejects in both modes, freed accounts, reselects, test conversions and
 * timeouts, a tenth of them sent twice at once. PostgreSQL runs 2,000 actions; PGlite, which
 * answers an order of magnitude slower, runs 400 of the same mix.
 */
describe.each(backends)('a randomized run of order actions keeps the ledger exact (%s)', (kind) => {
  const actions = kind === 'postgres' ? 2_000 : 400;
  let b: TestBackend;
  let token: string;
  let merchants: TestMerchant[];
  let productId: number;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 0, now });
    productId = await makeProduct(b);
    // 2.5 % + 3.00 and 1.75 % for the merchants; 1 % + 0.50 for the suppliers.
    merchants = [
      await makeMerchant(b, productId, { rate: 250, fixedFee: 300 }),
      await makeMerchant(b, productId, { rate: 175 }),
    ];
    for (let i = 0; i < 4; i++) {
      const s = await makeSupplier(b, productId, { rate: 100, fixedFee: 50, balance: 5_000_000_000 });
      await makeResource(b, s.id, productId, { floatUp: 200, floatDown: 200 });
    }
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    token = (await b.staffSession('admin0001')).token;
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it(`keeps every balance and every order's money exact after ${kind === 'postgres' ? 2_000 : 400} random actions`, async () => {
    let seed = 20_261_121;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
    const codes: string[] = [];
    const act = (path: string, input: Record<string, unknown>) => b.call('POST', path, input, { token });
    let utr = 300_000_000_000;
    const answered = new Map<number, number>();

    for (let i = 0; i < actions; i++) {
      const r = rand();
      const code = codes.length ? pick(codes) : undefined;
      let run: () => Promise<{ code: number }>;
      if (r < 0.3 || !code) {
        run = async () => {
          const res = await createOrderFor(b, pick(merchants), productId, 1_000 + Math.floor(rand() * 2_000_000));
          if (res.code === 200) codes.push(res.data.orderCode);
          return res;
        };
      } else if (r < 0.45) {
        const u = String(utr++);
        run = () =>
          act('/v1.0/order/replenishmentOrder', { orderCode: code, isOffsetReplenishmentOrder: false, utr: u });
      } else if (r < 0.53) run = () => act('/v1.0/order/reverseOrder', { orderCode: code });
      else if (r < 0.68)
        run = () =>
          act('/v1.0/order/updateOrderStatus', { orderCode: code, status: pick(orderStatusIds), reason: 'random fix' });
      else if (r < 0.76) {
        const reason = pick(rejectReasons);
        run = () =>
          act('/v1.0/order/reject', {
            orderCode: code,
            rejectReason: reason,
            rejectReasonText: reason === 'other' ? 'random' : '',
            mode: rand() < 0.5 ? 'merchant' : 'list',
          });
      } else if (r < 0.82)
        run = () => act('/v1.0/order/freeResource', { orderCode: code, isOffsetReplenishmentOrder: false });
      else if (r < 0.9) run = () => act('/v1.0/order/reselect', { orderCode: code });
      else if (r < 0.94) run = () => act('/v1.0/order/convertToTest', { orderCode: code });
      else {
        b.clock.advance(Math.floor(rand() * 20) * 60_000);
        run = async () => ({ code: (await timeOutOrders(b.db, b.clock), 200) });
      }
      const twice = rand() < 0.1;
      const results = await Promise.all(Array.from({ length: twice ? 2 : 1 }, run));
      for (const res of results) {
        // Refusals are fine (illegal moves, no account free); a server error never is.
        expect(res.code).not.toBe(500);
        answered.set(res.code, (answered.get(res.code) ?? 0) + 1);
      }
    }

    const off = await rows<{ user_id: number }>(
      b,
      sql`select b.user_id from balances b left join (select user_id, sum(amount) as s from fund_records group by user_id) f on f.user_id = b.user_id where b.balance <> coalesce(f.s, 0)`,
    );
    expect(off).toEqual([]);
    // Each order's money: credited once (amount - fee) while paid, nothing once undone or never paid.
    const wrong = await rows<{ order_code: string }>(
      b,
      sql`select o.order_code from orders o
          left join (select order_code, user_id, sum(amount) as s from fund_records where order_code is not null group by order_code, user_id) m
            on m.order_code = o.order_code and m.user_id = o.merchant_id
          left join (select order_code, user_id, sum(amount) as s from fund_records where order_code is not null group by order_code, user_id) p
            on p.order_code = o.order_code and p.user_id = o.supplier_id
          where o.merchant_id in (${sql.join(
            merchants.map((m) => sql`${m.id}`),
            sql`, `,
          )})
            and (coalesce(m.s, 0) <> case when o.status in (${sql.join(
              paidStatuses.map((s) => sql`${s}`),
              sql`, `,
            )}) and o.order_type <> 2 then o.amount - o.merchant_fee else 0 end
              or coalesce(p.s, 0) <> case when o.status in (${sql.join(
                paidStatuses.map((s) => sql`${s}`),
                sql`, `,
              )}) and o.order_type <> 2 then -(o.amount - o.supplier_fee) else 0 end)`,
    );
    expect(wrong).toEqual([]);
    // Each supplier's reservation is exactly its orders in reservingStatuses (decision 048):
    // every move in and out of them, whichever action made it, moved the reservation too.
    const unreserved = await rows<{ user_id: number }>(
      b,
      sql`select b.user_id from balances b left join (select supplier_id, sum(amount) as s from orders
            where status in (${sql.join(
              reservingStatuses.map((s) => sql`${s}`),
              sql`, `,
            )}) group by supplier_id) o on o.supplier_id = b.user_id
          where b.reserved <> coalesce(o.s, 0)`,
    );
    expect(unreserved).toEqual([]);
    // The mix really exercised both outcomes.
    expect(answered.get(200) ?? 0).toBeGreaterThan(actions / 3);
    expect(answered.get(409) ?? 0).toBeGreaterThan(actions / 20);
    const paid = await rows<{ n: number }>(
      b,
      sql`select count(*)::int as n from orders where status in (${sql.join(
        paidStatuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
    expect(Number(paid[0]!.n)).toBeGreaterThan(actions / 40);
  }, 600_000);
});
