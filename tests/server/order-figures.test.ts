import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OrderListSummary,
  OrderProfile,
  OrderStatistics,
  OrderStatisticsV2,
  StatisticsFigures,
} from '../../src/contract/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** Product 7.5 statisticsV2 and listSummary, product 2.4 order profile: every figure checked against SQL. */
const now = new Date('2026-05-01T12:00:00.000Z');
type Query = Record<string, unknown>;

describe.each(backends)('order figures (%s)', (kind) => {
  let b: TestBackend;
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  const get = <T>(path: string, account: string, query: Query = {}) =>
    b.call<T>('GET', path, query, { token: tokens.get(account)! });
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await b.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);
  /** The figures of a set of orders, straight from the table. */
  async function figures(where: SQL, hideFee = false): Promise<OrderStatistics> {
    const [r] = await rows<Record<string, string>>(sql`
      select count(*)::text as n, (count(*) filter (where status in (3, 4, 5)))::text as s, coalesce(sum(amount), 0)::text as a,
        coalesce(sum(real_amount) filter (where status in (3, 4, 5)), 0)::text as sa, coalesce(sum(merchant_fee) filter (where status in (3, 4, 5)), 0)::text as f
      from orders where ${where}`);
    const n = Number(r!.n);
    const s = Number(r!.s);
    return {
      orderCount: n,
      successCount: s,
      successRate: rate(s, n),
      amount: Number(r!.a),
      successAmount: Number(r!.sa),
      merchantFee: hideFee ? null : Number(r!.f),
    };
  }
  /** statisticsV2's figures: the above plus supplier fees, which merchants do not get. */
  async function v2Figures(
    where: SQL,
    hide: { merchantFee?: boolean; supplierFee?: boolean } = {},
  ): Promise<StatisticsFigures> {
    const [r] = await rows<{ f: string }>(
      sql`select coalesce(sum(supplier_fee) filter (where status in (3, 4, 5)), 0)::text as f from orders where ${where}`,
    );
    return { ...(await figures(where, hide.merchantFee)), supplierFee: hide.supplierFee ? null : Number(r!.f) };
  }
  const range = sql`created_at >= '2026-04-20T00:00:00Z' and created_at < '2026-05-01T00:00:00Z'`;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 600, now });
    for (const account of ['superadmin', 'admin0001', 'merchant01', 'supplier01', 'agent0001', 'techsupport1']) {
      tokens.set(account, await b.sessionFor(account));
      const [u] = await rows<{ id: number }>(sql`select id from users where account = ${account}`);
      ids.set(account, u!.id);
    }
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('statisticsV2', () => {
    const v2 = (account: string, query: Query = {}) =>
      get<OrderStatisticsV2>('/v1.0/order/statisticsV2', account, query);
    const inRange = { startTime: '2026-04-20 00:00:00', endTime: '2026-04-30 23:59:59' };

    it('gives staff the range per UTC day, test orders left out, the total the sum of the days', async () => {
      const res = await v2('admin0001', inRange);
      expect(res.code).toBe(200);
      expect(res.data.timeZone).toBe('UTC');
      expect(res.data.total).toEqual(await v2Figures(sql`order_type <> 2 and ${range}`));
      expect(res.data.days.map((d) => d.day)).toEqual(Array.from({ length: 11 }, (_, i) => `2026-04-${20 + i}`));
      const [d] = res.data.days;
      expect(d).toEqual({
        day: '2026-04-20',
        ...(await v2Figures(
          sql`order_type <> 2 and created_at >= '2026-04-20T00:00:00Z' and created_at < '2026-04-21T00:00:00Z'`,
        )),
      });
      expect(res.data.merchants).toBeNull();
      expect(res.data.suppliers).toBeNull();
    });

    it('groups by supplier when asked, each supplier equal to SQL and together the total', async () => {
      const res = await v2('admin0001', { ...inRange, groupBySupplier: 'true' });
      const suppliers = res.data.suppliers!;
      const s1 = suppliers.find((x) => x.supplierId === ids.get('supplier01'))!;
      expect(s1).toMatchObject(
        await v2Figures(sql`order_type <> 2 and ${range} and supplier_id = ${ids.get('supplier01')}`),
      );
      expect(s1.supplierName).not.toBe('');
      const none = suppliers.find((x) => x.supplierId === null);
      const [n] = await rows<{ n: number }>(
        sql`select count(*)::int as n from orders where order_type <> 2 and ${range} and supplier_id is null`,
      );
      expect(none?.orderCount ?? 0).toBe(n!.n);
      expect(suppliers.reduce((t, x) => t + x.amount, 0)).toBe(res.data.total.amount);
      expect(suppliers.reduce((t, x) => t + (x.supplierFee ?? 0), 0)).toBe(res.data.total.supplierFee);
    });

    it('groups by merchant when asked, each merchant equal to SQL and together the total', async () => {
      const res = await v2('admin0001', { ...inRange, groupByMerchant: 'true' });
      const merchants = res.data.merchants!;
      expect(merchants.length).toBeGreaterThan(1);
      const m1 = merchants.find((m) => m.merchantId === ids.get('merchant01'))!;
      expect(m1).toEqual({
        merchantId: ids.get('merchant01'),
        merchantName: 'Merchant 01',
        ...(await v2Figures(sql`order_type <> 2 and ${range} and merchant_id = ${ids.get('merchant01')}`)),
      });
      expect(merchants.reduce((n, m) => n + m.orderCount, 0)).toBe(res.data.total.orderCount);
      expect(merchants.map((m) => m.amount)).toEqual([...merchants.map((m) => m.amount)].sort((x, y) => y - x));
    });

    it('keeps a supplier to its orders without merchant fees, and an agent to its team', async () => {
      const sup = await v2('supplier01', { ...inRange, groupByMerchant: 'true' });
      expect(sup.data.total).toEqual(
        await v2Figures(sql`order_type <> 2 and ${range} and supplier_id = ${ids.get('supplier01')}`, {
          merchantFee: true,
        }),
      );
      expect(sup.data.merchants!.every((m) => m.merchantFee === null)).toBe(true);
      const agent = await v2('agent0001', { ...inRange, supplierUserId: ids.get('supplier01') });
      expect(agent.data.total.orderCount).toBe(0);
      const team = await v2('agent0001', inRange);
      expect(team.data.total).toEqual(
        await v2Figures(
          sql`order_type <> 2 and ${range} and supplier_id in (select id from users where id = ${ids.get('agent0001')} or parent_id = ${ids.get('agent0001')})`,
          { merchantFee: true },
        ),
      );
    });

    it('narrows a merchant to its own orders whatever merchant it names, without supplier figures', async () => {
      const res = await v2('merchant01', { merchantUserId: ids.get('merchant01'), groupBySupplier: 'true' });
      expect(res.data.total).toEqual(
        await v2Figures(sql`order_type <> 2 and merchant_id = ${ids.get('merchant01')}`, { supplierFee: true }),
      );
      expect(res.data.suppliers).toBeNull();
      const [other] = await rows<{ id: number }>(
        sql`select merchant_id as id from orders where merchant_id <> ${ids.get('merchant01')} and order_type <> 2 limit 1`,
      );
      expect(other).toBeDefined();
      const theirs = await v2('merchant01', { merchantUserId: other!.id, groupByMerchant: 'true' });
      expect(theirs.data.total.orderCount).toBe(0);
      expect(theirs.data.days).toEqual([]);
      expect(theirs.data.merchants).toEqual([]);
      expect((await v2('merchant01', { merchantUserId: ids.get('admin0001') })).data.total.orderCount).toBe(0);
    });

    it('filters by order type, product and mark', async () => {
      const test = await v2('admin0001', { orderType: 2 });
      expect(test.data.total).toEqual(await v2Figures(sql`order_type = 2`));
      expect(test.data.total.orderCount).toBeGreaterThan(0);
      const product = await v2('admin0001', { productId: 3024, orderMark: 1 });
      expect(product.data.total).toEqual(
        await v2Figures(sql`order_type <> 2 and product_id = 3024 and order_mark = 1`),
      );
    });

    it('refuses a reversed range, a bad type and technicalSupport', async () => {
      expect((await v2('admin0001', { startTime: '2026-04-25 00:00:00', endTime: '2026-04-20 00:00:00' })).msgId).toBe(
        'validation.timeRange.order',
      );
      expect((await v2('admin0001', { orderType: 42 })).msgId).toBe('validation.orderType.invalid');
      expect((await v2('admin0001', { startTime: '2025-01-01 00:00:00', endTime: '2026-04-20 00:00:00' })).msgId).toBe(
        'validation.timeRange.tooLong',
      );
      expect((await v2('admin0001', { timeZone: 'Mars/Olympus' })).msgId).toBe('validation.timeZone.invalid');
      expect((await v2('admin0001', { lastDays: 0 })).msgId).toBe('validation.statisticsDays.range');
      expect((await v2('techsupport1')).code).toBe(403);
    });
  });

  describe('listSummary', () => {
    const summary = (account: string, query: Query = {}) =>
      get<OrderListSummary>('/v1.0/order/listSummary', account, query);
    const day = (d: string) =>
      sql`created_at >= ${`${d}T00:00:00Z`}::timestamptz and created_at < ${`${d}T00:00:00Z`}::timestamptz + interval '1 day'`;
    async function counts(where: SQL) {
      const [r] = await rows<{ o: number; t: number }>(
        sql`select (count(*) filter (where status in (0, 11, 1, 6, 12, 9, 7)))::int as o, (count(*) filter (where status = 2))::int as t from orders where ${where}`,
      );
      return { openCount: r!.o, timedOutCount: r!.t };
    }

    it('sums the UTC day of the clock by default, with open and timed-out counts', async () => {
      const res = await summary('admin0001');
      const where = sql`order_type <> 2 and ${day('2026-05-01')}`;
      expect(res.data).toEqual({ date: '2026-05-01', ...(await figures(where)), ...(await counts(where)) });
      expect(res.data.openCount).toBeGreaterThan(0);
    });

    it('sums a chosen day and order type within the scope', async () => {
      const res = await summary('supplier01', { date: '2026-04-25', orderType: 0 });
      const where = sql`order_type = 0 and ${day('2026-04-25')} and supplier_id = ${ids.get('supplier01')}`;
      expect(res.data).toEqual({ date: '2026-04-25', ...(await figures(where, true)), ...(await counts(where)) });
      expect(res.data.orderCount).toBeGreaterThan(0);
      expect((await summary('admin0001', { date: '2026-02-30' })).msgId).toBe('validation.date.format');
    });
  });

  describe('profile', () => {
    const profile = (account: string, query: Query = {}) => get<OrderProfile>('/v1.0/order/profile', account, query);

    it('gives all 24 hours of the day, per product, and pay time percentiles equal to SQL', async () => {
      const res = await profile('superadmin', { date: '2026-04-28' });
      expect(res.code).toBe(200);
      const where = sql`order_type <> 2 and created_at >= '2026-04-28T00:00:00Z' and created_at < '2026-04-29T00:00:00Z'`;
      const [r] = await rows<
        Record<string, string | null>
      >(sql`select count(*)::text as n, (count(*) filter (where status = 2))::text as t,
        percentile_cont(0.5) within group (order by extract(epoch from (completed_at - created_at))) filter (where status in (3, 4, 5))::text as p50,
        percentile_cont(0.95) within group (order by extract(epoch from (completed_at - created_at))) filter (where status in (3, 4, 5))::text as p95
        from orders where ${where}`);
      const n = Number(r!.n);
      expect(n).toBeGreaterThan(0);
      expect(res.data.total).toMatchObject({
        orderCount: n,
        timeoutShare: rate(Number(r!.t), n),
        payP50Seconds: Math.round(Number(r!.p50) * 10) / 10,
        payP95Seconds: Math.round(Number(r!.p95) * 10) / 10,
      });
      expect(res.data.hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
      expect(res.data.hours.reduce((s, h) => s + h.orderCount, 0)).toBe(n);
      expect(res.data.products.reduce((s, p) => s + p.orderCount, 0)).toBe(n);
      const [h] = await rows<{ n: number }>(
        sql`select count(*)::int as n from orders where ${where} and extract(hour from created_at at time zone 'UTC') = 15`,
      );
      expect(res.data.hours[15]!.orderCount).toBe(h!.n);
    });

    it('narrows to one product and answers an empty day with zeros', async () => {
      const one = await profile('superadmin', { date: '2026-04-28', productId: 3024 });
      expect(one.data.products.map((p) => p.productId)).toEqual([3024]);
      const empty = await profile('superadmin', { date: '2020-01-01' });
      expect(empty.data.total).toEqual({
        orderCount: 0,
        successCount: 0,
        successRate: 0,
        amount: 0,
        payP50Seconds: null,
        payP95Seconds: null,
        timeoutShare: 0,
        allocationFailedShare: 0,
      });
      expect(empty.data.hours).toHaveLength(24);
    });

    it('is for superAdmin only', async () => {
      expect((await profile('admin0001')).code).toBe(403);
      expect((await profile('merchant01')).code).toBe(403);
    });
  });
});
