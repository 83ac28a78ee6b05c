import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutFigures, PayoutStatistics } from '../../src/contract/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeMerchant, makeSupplier, rows, setSetting, type TestMerchant } from './support/order-fixtures.ts';
import { apiPayout, fund, makePayoutProduct } from './support/payout-fixtures.ts';

/**
 * The payout statistics call: figures equal to SQL sums over payout_orders after payouts were
 * created, claimed, completed, rejected and cancelled through the real calls; each role's scope;
 * the days cut in Beijing time or the caller's zone.
 */
const seeded = new Date('2026-05-01T10:00:00.000Z');
/** The scenario's payouts are made after the demo data, in a range of their own. */
const scenarioStart = '2026-05-03 00:00:00';
const scenarioEnd = '2026-05-06 23:59:59';
const hour = 3_600_000;
let serial = 0;
const no = () => `PS${Date.now().toString(36)}${serial++}`;
const utr = () => String(200_000_000_000 + serial++ * 7919);

type Query = Record<string, unknown>;

describe.each(backends)('payout statistics (%s)', (kind) => {
  let b: TestBackend;
  let product: number;
  let mA: TestMerchant;
  let mB: TestMerchant;
  const accounts = new Map<string, string>();
  /** A session made at the clock's current time: the scenario moves the clock days ahead, past any session's life. */
  const token = (who: string) => b.sessionFor(accounts.get(who)!);
  const ids = new Map<string, number>();
  /** The scenario's range unless the query sets startTime/endTime (undefined: left out). */
  const stats = async (who: string, query: Query = {}) => {
    const input = Object.fromEntries(
      Object.entries({ startTime: scenarioStart, endTime: scenarioEnd, ...query }).filter(([, v]) => v !== undefined),
    );
    return b.call<PayoutStatistics>('GET', '/v1.0/payoutOrder/statistics', input, { token: await token(who) });
  };
  const post = async (path: string, input: Record<string, unknown>, who: string) =>
    b.call<{ status: number }>('POST', path, input, { token: await token(who) });
  const idOf = async (code: string) =>
    (await rows<{ id: number }>(b, sql`select id from payout_orders where order_code = ${code}`))[0]!.id;
  const claim = async (who: string, code: string) =>
    expect(
      (
        await b.call(
          'POST',
          `/v1.0/payoutOrderClaim/claimOrder?orderId=${await idOf(code)}`,
          {},
          { token: await token(who) },
        )
      ).code,
    ).toBe(200);
  const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);

  /** The figures straight from payout_orders, as the statistics should answer them. */
  async function expected(where: SQL, hideFee = false): Promise<PayoutFigures> {
    const [r] = await rows<Record<string, string>>(
      b,
      sql`select count(*)::text as n, coalesce(sum(amount), 0)::text as a,
            (count(*) filter (where status = 3))::text as cn, coalesce(sum(amount) filter (where status = 3), 0)::text as ca,
            (count(*) filter (where status = 4))::text as xn, coalesce(sum(amount) filter (where status = 4), 0)::text as xa,
            (count(*) filter (where status not in (3, 4)))::text as on_, coalesce(sum(amount) filter (where status not in (3, 4)), 0)::text as oa,
            coalesce(sum(fee) filter (where status = 3), 0)::text as fee
          from payout_orders
          where created_at >= ${'2026-05-03T00:00:00Z'}::timestamptz and created_at < ${'2026-05-07T00:00:00Z'}::timestamptz and ${where}`,
    );
    const n = Number(r!.n);
    return {
      createdCount: n,
      createdAmount: Number(r!.a),
      completedCount: Number(r!.cn),
      completedAmount: Number(r!.ca),
      cancelledCount: Number(r!.xn),
      cancelledAmount: Number(r!.xa),
      openCount: Number(r!.on_),
      openAmount: Number(r!.oa),
      fee: hideFee ? null : Number(r!.fee),
      successRate: rate(Number(r!.cn), n),
    };
  }
  const keys = [
    'createdCount',
    'createdAmount',
    'completedCount',
    'completedAmount',
    'cancelledCount',
    'cancelledAmount',
    'openCount',
    'openAmount',
    'fee',
  ] as const;
  function summed(list: readonly PayoutFigures[]): Record<string, number> {
    return Object.fromEntries(keys.map((k) => [k, list.reduce((t, f) => t + (f[k] ?? 0), 0)]));
  }
  const counted = (f: PayoutFigures) => Object.fromEntries(keys.map((k) => [k, f[k] ?? 0]));

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now: seeded });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    await setSetting(b, 'AutoAssignPayoutOrder', false);
    await setSetting(b, 'ShowUserStatisticInfo', true);
    await setSetting(b, 'OrderStatisticsTimeFormat', false);
    product = await makePayoutProduct(b);
    mA = await makeMerchant(b, product, { rate: 100, fixedFee: 200 });
    mB = await makeMerchant(b, product, { rate: 0, fixedFee: 500 });
    await fund(b, mA.id, 50_000_000);
    await fund(b, mB.id, 50_000_000);
    const agent = await makeSupplier(b, product, { isAgent: true });
    const member = await makeSupplier(b, product, { parentId: agent.id });
    const other = await makeSupplier(b, product);
    for (const [name, account] of [
      ['admin', 'admin0001'],
      ['service', 'service001'],
      ['mA', mA.account],
      ['mB', mB.account],
      ['agent', agent.account],
      ['member', member.account],
      ['other', other.account],
    ] as const) {
      accounts.set(name, account);
    }
    ids.set('mA', mA.id).set('mB', mB.id).set('agent', agent.id).set('member', member.id).set('other', other.id);

    // Payouts over four days, the hours chosen so that some fall on another day in Beijing time
    // (UTC+8) or in New York (UTC-4 in May) than in UTC.
    const suppliers = ['agent', 'member', 'other'] as const;
    const hours = [1, 5, 9, 15, 17, 20, 23];
    let i = 0;
    for (let d = 3; d <= 6; d++) {
      for (const h of hours) {
        b.clock.set(new Date(Date.UTC(2026, 4, d, h, 7 * (i % 8))));
        const merchant = i % 3 === 0 ? mB : mA;
        const amount = 10_000 + ((i * 7_919) % 90_000);
        const created = await apiPayout(b, merchant, product, no(), amount);
        expect(created.code).toBe(200);
        const code = created.data.orderCode;
        const who = suppliers[i % 3]!;
        b.clock.advance(hour / 4);
        // Each payout ends somewhere else: completed, rejected to the merchant, rejected back to
        // the list, cancelled by its merchant, processing, claimed only, or left in the pool.
        switch (i % 7) {
          case 0:
          case 1:
            await claim(who, code);
            expect((await post('/v1.0/payoutOrder/complete', { orderCode: code, utr: utr() }, who)).data.status).toBe(
              3,
            );
            break;
          case 2:
            await claim(who, code);
            expect(
              (
                await post(
                  '/v1.0/payoutOrder/reject',
                  { orderCode: code, mode: 'merchant', reason: 'nameMismatch' },
                  who,
                )
              ).data.status,
            ).toBe(4);
            break;
          case 3:
            await claim(who, code);
            await post('/v1.0/payoutOrder/markProcessing', { orderCode: code }, who);
            expect(
              (
                await post(
                  '/v1.0/payoutOrder/reject',
                  { orderCode: code, mode: 'list', reason: 'bankUnavailable' },
                  who,
                )
              ).data.status,
            ).toBe(0);
            break;
          case 4:
            expect(
              (await post('/v1.0/payoutOrder/cancel', { orderCode: code }, merchant === mA ? 'mA' : 'mB')).data.status,
            ).toBe(4);
            break;
          case 5:
            await claim(who, code);
            expect((await post('/v1.0/payoutOrder/markProcessing', { orderCode: code }, who)).data.status).toBe(2);
            break;
          default:
            if (i % 2 === 0) await claim(who, code);
        }
        i++;
      }
    }
    b.clock.set(new Date('2026-05-07T03:00:00.000Z'));
  }, 180_000);
  afterAll(async () => {
    await b?.close();
  });

  it('gives staff figures equal to the sums over payout_orders, with days, merchants and suppliers adding up to them', async () => {
    for (const who of ['admin', 'service']) {
      const res = await stats(who, { groupByMerchant: 'true', groupBySupplier: 'true' });
      expect(res.code).toBe(200);
      const want = await expected(sql`true`);
      expect(want.createdCount).toBe(28);
      expect(want.completedCount).toBeGreaterThan(0);
      expect(want.cancelledCount).toBeGreaterThan(0);
      expect(want.openCount).toBeGreaterThan(0);
      expect(res.data.total).toEqual(want);
      expect(res.data.total.createdCount).toBe(
        res.data.total.completedCount + res.data.total.cancelledCount + res.data.total.openCount,
      );
      expect(summed(res.data.days)).toEqual(counted(want));
      expect(summed(res.data.merchants!)).toEqual(counted(want));
      expect(summed(res.data.suppliers!)).toEqual(counted(want));
      expect(res.data.days.map((d) => d.day)).toEqual(['2026-05-03', '2026-05-04', '2026-05-05', '2026-05-06']);
      // Payouts back in the pool or cancelled before a claim have no supplier.
      expect(res.data.suppliers!.some((s) => s.supplierId === null)).toBe(true);
      const a = res.data.merchants!.find((m) => m.merchantId === mA.id)!;
      expect(a).toMatchObject(await expected(sql`merchant_id = ${mA.id}`));
    }
  });

  it('narrows by merchant, supplier and product, and refuses bad input with its reason', async () => {
    const byMerchant = await stats('admin', { merchantUserId: mB.id });
    expect(byMerchant.data.total).toEqual(await expected(sql`merchant_id = ${mB.id}`));
    const bySupplier = await stats('admin', { supplierUserId: ids.get('other') });
    expect(bySupplier.data.total).toEqual(await expected(sql`supplier_id = ${ids.get('other')!}`));
    const byProduct = await stats('admin', { productId: product });
    expect(byProduct.data.total).toEqual(await expected(sql`product_id = ${product}`));
    expect(await stats('admin', { timeZone: 'Mars/Olympus' })).toMatchObject({
      code: 400,
      msgId: 'validation.timeZone.invalid',
    });
    expect(await stats('admin', { startTime: '2026-05-06 00:00:00', endTime: '2026-05-03 00:00:00' })).toMatchObject({
      code: 400,
      msgId: 'validation.timeRange.order',
    });
    expect(await stats('admin', { startTime: undefined, endTime: undefined, lastDays: 400 })).toMatchObject({
      code: 400,
      msgId: 'validation.statisticsDays.range',
    });
  });

  it('shows a merchant only its own payouts, with its fees and without suppliers', async () => {
    const res = await stats('mA', {
      groupByMerchant: 'true',
      groupBySupplier: 'true',
      supplierUserId: ids.get('other'),
    });
    expect(res.code).toBe(200);
    // The supplier filter is ignored for merchants: they do not learn who paid.
    expect(res.data.total).toEqual(await expected(sql`merchant_id = ${mA.id}`));
    expect(res.data.suppliers).toBeNull();
    expect(res.data.merchants!.map((m) => m.merchantId)).toEqual([mA.id]);
    // Asking for another merchant's figures gives none, not theirs.
    expect((await stats('mA', { merchantUserId: mB.id })).data.total.createdCount).toBe(0);
  });

  it('shows a supplier its own payouts and an agent its team, without merchant fees', async () => {
    const other = await stats('other', { groupBySupplier: 'true' });
    expect(other.data.total).toEqual(await expected(sql`supplier_id = ${ids.get('other')!}`, true));
    expect(other.data.total.fee).toBeNull();
    expect(other.data.suppliers!.map((s) => s.supplierId)).toEqual([ids.get('other')]);
    const member = await stats('member');
    expect(member.data.total).toEqual(await expected(sql`supplier_id = ${ids.get('member')!}`, true));
    const agent = await stats('agent', { groupBySupplier: 'true' });
    expect(agent.data.total).toEqual(
      await expected(sql`supplier_id in (${ids.get('agent')!}, ${ids.get('member')!})`, true),
    );
    expect(agent.data.suppliers!.map((s) => s.supplierId).sort()).toEqual([ids.get('agent'), ids.get('member')].sort());
    expect(agent.data.total.createdCount).toBeGreaterThan(member.data.total.createdCount);
  });

  it('cuts the days in Beijing time when OrderStatisticsTimeFormat is on, else in the zone the caller sends, else UTC', async () => {
    const perDay = async (tz: string) =>
      Object.fromEntries(
        (
          await rows<{ day: string; n: string; a: string }>(
            b,
            sql`select to_char(created_at at time zone ${tz}, 'YYYY-MM-DD') as day, count(*)::text as n, sum(amount)::text as a from payout_orders
                where created_at >= ${'2026-05-03T00:00:00Z'}::timestamptz and created_at < ${'2026-05-07T00:00:00Z'}::timestamptz group by 1`,
          )
        ).map((r) => [r.day, [Number(r.n), Number(r.a)]]),
      );
    const answered = (s: PayoutStatistics) =>
      Object.fromEntries(
        s.days.filter((d) => d.createdCount > 0).map((d) => [d.day, [d.createdCount, d.createdAmount]]),
      );

    const utc = await stats('admin');
    expect(utc.data.timeZone).toBe('UTC');
    expect(answered(utc.data)).toEqual(await perDay('UTC'));

    const ny = await stats('admin', { timeZone: 'America/New_York' });
    expect(ny.data.timeZone).toBe('America/New_York');
    expect(answered(ny.data)).toEqual(await perDay('America/New_York'));
    // 01:00 UTC on the 3rd is the evening of the 2nd in New York.
    expect(ny.data.days[0]!.day).toBe('2026-05-02');

    await setSetting(b, 'OrderStatisticsTimeFormat', true);
    try {
      const bj = await stats('admin', { timeZone: 'America/New_York' });
      expect(bj.data.timeZone).toBe('Asia/Shanghai');
      expect(answered(bj.data)).toEqual(await perDay('Asia/Shanghai'));
      // 17:00 UTC and later on the 6th is already the 7th in Beijing.
      expect(bj.data.days.at(-1)!.day).toBe('2026-05-07');
      expect(bj.data.total).toEqual(utc.data.total);
      // Today in Beijing time (11:00 on the 7th) began at 16:00 UTC on the 6th: the evening's payouts are today's.
      const today = await stats('admin', { startTime: undefined, endTime: undefined, lastDays: 1 });
      expect(today.data.days.map((d) => d.day)).toEqual(['2026-05-07']);
      expect(today.data.total.createdCount).toBe((await perDay('Asia/Shanghai'))['2026-05-07']?.[0] ?? 0);
    } finally {
      await setSetting(b, 'OrderStatisticsTimeFormat', false);
    }
  });

  it('refuses merchants and suppliers while ShowUserStatisticInfo is off, staff still read', async () => {
    await setSetting(b, 'ShowUserStatisticInfo', false);
    try {
      expect(await stats('mA')).toMatchObject({ code: 403, msgId: 'errors.statisticsHidden' });
      expect(await stats('agent')).toMatchObject({ code: 403, msgId: 'errors.statisticsHidden' });
      expect((await stats('admin')).code).toBe(200);
    } finally {
      await setSetting(b, 'ShowUserStatisticInfo', true);
    }
  });
});
