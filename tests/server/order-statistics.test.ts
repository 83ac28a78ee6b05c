import { sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  settingPath,
  type OrderStatisticsV2,
  type SettingKey,
  type StatisticsFigures,
} from '../../src/contract/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/**
 * The statistics pages' call (statisticsV2): totals against the orders for random filters, the
 * days cut in Beijing time or the caller's zone, ShowUserStatisticInfo, and each user's own scope.
 */
const now = new Date('2026-05-01T12:00:00.000Z');
type Query = Record<string, unknown>;

/** A small seeded generator, so a failing draw can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

describe.each(backends)('order statistics (%s)', (kind) => {
  let b: TestBackend;
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  const v2 = (account: string, query: Query = {}) =>
    b.call<OrderStatisticsV2>('GET', '/v1.0/order/statisticsV2', query, { token: tokens.get(account)! });
  const setFlag = (key: SettingKey, enable: boolean) =>
    b.call('POST', settingPath(key, 'set'), { enable }, { token: tokens.get('superadmin')! });
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await b.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);
  async function figures(
    where: SQL,
    hide: { merchantFee?: boolean; supplierFee?: boolean } = {},
  ): Promise<StatisticsFigures> {
    const paid = sql`status in (3, 4, 5)`;
    const [r] = await rows<Record<string, string>>(sql`
      select count(*)::text as n, (count(*) filter (where ${paid}))::text as s, coalesce(sum(amount), 0)::text as a,
        coalesce(sum(real_amount) filter (where ${paid}), 0)::text as sa, coalesce(sum(merchant_fee) filter (where ${paid}), 0)::text as mf,
        coalesce(sum(supplier_fee) filter (where ${paid}), 0)::text as sf
      from orders where ${where}`);
    const n = Number(r!.n);
    const s = Number(r!.s);
    return {
      orderCount: n,
      successCount: s,
      successRate: rate(s, n),
      amount: Number(r!.a),
      successAmount: Number(r!.sa),
      merchantFee: hide.merchantFee ? null : Number(r!.mf),
      supplierFee: hide.supplierFee ? null : Number(r!.sf),
    };
  }
  const sum = (
    list: readonly StatisticsFigures[],
    key: 'orderCount' | 'successCount' | 'amount' | 'successAmount' | 'merchantFee' | 'supplierFee',
  ) => list.reduce((t, f) => t + (f[key] ?? 0), 0);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 500, now });
    for (const account of ['superadmin', 'admin0001', 'service001', 'merchant01', 'supplier01']) {
      tokens.set(account, await b.sessionFor(account));
      const [u] = await rows<{ id: number }>(sql`select id from users where account = ${account}`);
      ids.set(account, u!.id);
    }
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });
  afterEach(async () => {
    await setFlag('ShowUserStatisticInfo', true);
    await setFlag('OrderStatisticsTimeFormat', false);
  });

  it('answers random filters with totals equal to the sums over the orders, and days, merchants and suppliers adding up to them', async () => {
    const next = random(20_260_501);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const merchants = (await rows<{ id: number }>(sql`select distinct merchant_id as id from orders`)).map((r) => r.id);
    const suppliers = (
      await rows<{ id: number }>(sql`select distinct supplier_id as id from orders where supplier_id is not null`)
    ).map((r) => r.id);
    const products = (await rows<{ id: number }>(sql`select distinct product_id as id from orders`)).map((r) => r.id);
    for (let i = 0; i < 20; i++) {
      const query: Query = { groupByMerchant: 'true', groupBySupplier: 'true' };
      const where: SQL[] = [];
      if (next() < 0.5) {
        const m = pick(merchants);
        query.merchantUserId = m;
        where.push(sql`merchant_id = ${m}`);
      }
      if (next() < 0.3) {
        const s = pick(suppliers);
        query.supplierUserId = s;
        where.push(sql`supplier_id = ${s}`);
      }
      if (next() < 0.4) {
        const p = pick(products);
        query.productId = p;
        where.push(sql`product_id = ${p}`);
      }
      const type = pick([undefined, 0, 1, 2]);
      if (type === undefined) where.push(sql`order_type <> 2`);
      else {
        query.orderType = type;
        where.push(sql`order_type = ${type}`);
      }
      if (next() < 0.6) {
        const start = new Date(now.getTime() - Math.floor(next() * 20 * 86_400_000));
        const end = new Date(start.getTime() + Math.floor(next() * 10 * 86_400_000));
        const wire = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
        query.startTime = wire(start);
        query.endTime = wire(end);
        where.push(
          sql`created_at >= ${wire(start)}::timestamptz and created_at < ${wire(end)}::timestamptz + interval '1 second'`,
        );
      }
      const res = await v2('admin0001', query);
      expect(res.code, JSON.stringify(query)).toBe(200);
      const expected = await figures(sql.join(where, sql` and `));
      expect(res.data.total, JSON.stringify(query)).toEqual(expected);
      for (const key of [
        'orderCount',
        'successCount',
        'amount',
        'successAmount',
        'merchantFee',
        'supplierFee',
      ] as const) {
        expect(sum(res.data.days, key), key).toBe(expected[key]);
        expect(sum(res.data.merchants!, key), key).toBe(expected[key]);
        expect(sum(res.data.suppliers!, key), key).toBe(expected[key]);
      }
    }
  });

  describe('days of a time zone', () => {
    let orderId: number;
    const range = { startTime: '2025-06-09 00:00:00', endTime: '2025-06-12 00:00:00' };
    beforeAll(async () => {
      // One order, alone in its month, at 23:30 UTC: 07:30 the next day in Beijing, 19:30 the same day in New York.
      const [o] = await rows<{ id: number }>(
        sql`select id from orders where order_type = 0 and merchant_id = ${ids.get('merchant01')} order by id limit 1`,
      );
      orderId = o!.id;
      await b.db.execute(sql`update orders set created_at = '2025-06-10T23:30:00Z' where id = ${orderId}`);
    });
    const dayOf = (res: OrderStatisticsV2) => res.days.filter((d) => d.orderCount > 0).map((d) => d.day);

    it('cuts days in the zone the browser sends while OrderStatisticsTimeFormat is off, UTC without one', async () => {
      const utc = await v2('admin0001', range);
      expect(utc.data.timeZone).toBe('UTC');
      expect(dayOf(utc.data)).toEqual(['2025-06-10']);
      expect(utc.data.days.map((d) => d.day)).toEqual(['2025-06-09', '2025-06-10', '2025-06-11', '2025-06-12']);
      const ny = await v2('admin0001', { ...range, timeZone: 'America/New_York' });
      expect(ny.data.timeZone).toBe('America/New_York');
      expect(dayOf(ny.data)).toEqual(['2025-06-10']);
      // The range's UTC midnights are the evenings before in New York: every day it touches is listed.
      expect(ny.data.days.map((d) => d.day)).toEqual(['2025-06-08', '2025-06-09', '2025-06-10', '2025-06-11']);
      const kolkata = await v2('merchant01', { ...range, timeZone: 'Asia/Kolkata' });
      expect(dayOf(kolkata.data)).toEqual(['2025-06-11']);
    });

    it('cuts days in Beijing time when OrderStatisticsTimeFormat is on, whatever zone is sent', async () => {
      expect((await setFlag('OrderStatisticsTimeFormat', true)).code).toBe(200);
      const res = await v2('admin0001', { ...range, timeZone: 'America/New_York' });
      expect(res.data.timeZone).toBe('Asia/Shanghai');
      expect(dayOf(res.data)).toEqual(['2025-06-11']);
      expect(res.data.total.orderCount).toBe(1);
      const merchant = await v2('merchant01', range);
      expect(dayOf(merchant.data)).toEqual(['2025-06-11']);
    });

    it('takes the last n days of the zone, today included, every day listed', async () => {
      const week = await v2('admin0001', { lastDays: 7 });
      expect(week.data.days.map((d) => d.day)).toEqual([
        '2026-04-25',
        '2026-04-26',
        '2026-04-27',
        '2026-04-28',
        '2026-04-29',
        '2026-04-30',
        '2026-05-01',
      ]);
      expect(week.data.total).toEqual(
        await figures(
          sql`order_type <> 2 and created_at >= '2026-04-25T00:00:00Z' and created_at < ${now.toISOString()}::timestamptz + interval '1 second'`,
        ),
      );
      await setFlag('OrderStatisticsTimeFormat', true);
      // At 12:00 UTC it is already 20:00 in Beijing; its today began at 16:00 UTC the day before.
      const today = await v2('admin0001', { lastDays: 1 });
      expect(today.data.days.map((d) => d.day)).toEqual(['2026-05-01']);
      expect(today.data.total).toEqual(
        await figures(
          sql`order_type <> 2 and created_at >= '2026-04-30T16:00:00Z' and created_at < ${now.toISOString()}::timestamptz + interval '1 second'`,
        ),
      );
    });
  });

  it('refuses merchants and suppliers while ShowUserStatisticInfo is off, but not staff', async () => {
    expect((await v2('merchant01')).code).toBe(200);
    expect((await setFlag('ShowUserStatisticInfo', false)).code).toBe(200);
    const homeTotal = (account: string) =>
      b.call('GET', '/v1.0/order/statistics/total', {}, { token: tokens.get(account)! });
    for (const account of ['merchant01', 'supplier01']) {
      const res = await v2(account);
      expect([account, res.code, res.msgId]).toEqual([account, 403, 'errors.statisticsHidden']);
      // The home page figures are statistics too.
      const home = await homeTotal(account);
      expect([account, home.code, home.msgId]).toEqual([account, 403, 'errors.statisticsHidden']);
    }
    for (const account of ['admin0001', 'service001', 'superadmin']) {
      expect([account, (await v2(account)).code, (await homeTotal(account)).code]).toEqual([account, 200, 200]);
    }
  });

  it('keeps each merchant and supplier to its own figures', async () => {
    const m = ids.get('merchant01')!;
    const own = await v2('merchant01', { groupByMerchant: 'true', lastDays: 30 });
    expect(own.data.merchants!.map((x) => x.merchantId)).toEqual([m]);
    expect(own.data.total.supplierFee).toBeNull();
    const [other] = await rows<{ id: number }>(
      sql`select merchant_id as id from orders where merchant_id <> ${m} group by merchant_id limit 1`,
    );
    expect((await v2('merchant01', { merchantUserId: other!.id })).data.total.orderCount).toBe(0);
    const s = ids.get('supplier01')!;
    const sup = await v2('supplier01', { groupBySupplier: 'true', supplierUserId: s });
    expect(sup.data.suppliers!.map((x) => x.supplierId)).toEqual([s]);
    expect(sup.data.total.merchantFee).toBeNull();
    const [otherSupplier] = await rows<{ id: number }>(
      sql`select supplier_id as id from orders where supplier_id <> ${s} group by supplier_id limit 1`,
    );
    expect((await v2('supplier01', { supplierUserId: otherSupplier!.id })).data.total.orderCount).toBe(0);
  });
});
