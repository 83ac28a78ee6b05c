import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderMark,
  type LastOrder,
  type OrderPage,
  type OrderRow,
  type OrderStatistics,
} from '../../src/contract/index.ts';
import { orders } from '../../server/db/schema.ts';
import { pageOrders } from '../../server/modules/orders/repository.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** Product 7.5: the first order list, the home page figures and the latest-order notice. */
const now = new Date('2026-05-01T12:00:00.000Z');
type Query = Record<string, unknown>;

describe.each(backends)('order list, statistics and last order (%s)', (kind) => {
  let b: TestBackend;
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();

  const as = (account: string) => ({ token: tokens.get(account)! });
  const list = (account: string, query: Query = {}) =>
    b.call<OrderPage>('GET', '/v1.0/order/getList', { pageNum: 100, ...query }, as(account));
  const stats = (account: string, which: 'total' | 'today' | 'yesterday', query: Query = {}) =>
    b.call<OrderStatistics>('GET', `/v1.0/order/statistics/${which}`, query, as(account));
  const lastOrder = (account: string) => b.call<LastOrder | null>('GET', '/v1.0/order/getLastOrder', {}, as(account));
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await b.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  const countWhere = async (where: SQL) =>
    Number((await rows<{ n: number }>(sql`select count(*)::int as n from orders where ${where}`))[0]!.n);
  /** Every page of a list, to compare whole result sets with SQL. */
  async function everything(account: string, query: Query = {}): Promise<OrderRow[]> {
    const all: OrderRow[] = [];
    for (let page = 1; ; page++) {
      const res = await list(account, { ...query, pageIndex: page });
      expect(res.code).toBe(200);
      all.push(...res.data.list);
      if (all.length >= res.data.total || res.data.list.length === 0) return all;
    }
  }
  /** The figures of the statistics calls, computed straight from the table. */
  async function figures(where: SQL) {
    const [r] = await rows<Record<string, string | number>>(sql`
      select count(*)::int as "orderCount", (count(*) filter (where status in (3, 4, 5)))::int as "successCount",
        coalesce(sum(amount), 0)::text as amount, coalesce(sum(real_amount) filter (where status in (3, 4, 5)), 0)::text as "successAmount",
        coalesce(sum(merchant_fee) filter (where status in (3, 4, 5)), 0)::text as "merchantFee"
      from orders where order_type <> 2 and ${where}`);
    const n = (k: string) => Number(r![k]);
    return {
      orderCount: n('orderCount'),
      successCount: n('successCount'),
      amount: n('amount'),
      successAmount: n('successAmount'),
      merchantFee: n('merchantFee'),
    };
  }
  const rate = (f: { orderCount: number; successCount: number }) =>
    f.orderCount ? Math.round((f.successCount / f.orderCount) * 10_000) / 10_000 : 0;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 600, now });
    for (const account of [
      'superadmin',
      'admin0001',
      'service001',
      'techsupport1',
      'merchant01',
      'merchant02',
      'supplier01',
      'supplier02',
      'agent0001',
    ]) {
      tokens.set(account, await b.sessionFor(account));
      const [u] = await rows<{ id: number }>(sql`select id from users where account = ${account}`);
      ids.set(account, u!.id);
    }
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('scoping', () => {
    it('shows merchant01 exactly its own orders, without who handled them', async () => {
      const me = ids.get('merchant01')!;
      const all = await everything('merchant01');
      expect(all.length).toBe(await countWhere(sql`merchant_id = ${me} and status <> 10`));
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((o) => o.merchantId === me && o.merchantName === 'Merchant 01')).toBe(true);
      expect(
        all.every((o) => o.supplierId === null && o.supplierName === null && typeof o.merchantFee === 'number'),
      ).toBe(true);
      // Nor can it find out by filtering on a supplier.
      expect((await list('merchant01', { supplierId: ids.get('supplier01'), pageNum: 1 })).data.total).toBe(all.length);
    });

    it('never shows merchant01 the marks staff put on its orders, nor lets it filter by them', async () => {
      const me = ids.get('merchant01')!;
      const [one] = await rows<{ order_code: string }>(
        sql`select order_code from orders where merchant_id = ${me} limit 1`,
      );
      await b.db.execute(
        sql`update orders set order_mark = ${OrderMark.disputed} where order_code = ${one!.order_code}`,
      );
      const asMerchant = await list('merchant01', { orderCode: one!.order_code });
      expect(asMerchant.data.list[0]!.orderMark).toBeNull();
      expect((await list('admin0001', { orderCode: one!.order_code })).data.list[0]!.orderMark).toBe(
        OrderMark.disputed,
      );
      const all = await list('merchant01', { pageNum: 1 });
      expect((await list('merchant01', { orderMark: OrderMark.disputed, pageNum: 1 })).data.total).toBe(all.data.total);
    });

    it("gives merchant01 nothing when it asks for merchant02's orders", async () => {
      const res = await list('merchant01', { merchantId: ids.get('merchant02') });
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({ list: [], total: 0 });
    });

    it('shows supplier01 the orders it handled, without merchant fees', async () => {
      const me = ids.get('supplier01')!;
      const all = await everything('supplier01');
      expect(all.length).toBe(await countWhere(sql`supplier_id = ${me} and status <> 10`));
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((o) => o.supplierId === me && o.merchantFee === null)).toBe(true);
    });

    it('shows agent0001 its own and its team of three, and a team member only when filtered', async () => {
      const team = (
        await rows<{ id: number }>(
          sql`select id from users where id = ${ids.get('agent0001')} or parent_id = ${ids.get('agent0001')}`,
        )
      ).map((r) => r.id);
      expect(team).toHaveLength(4);
      const all = await everything('agent0001');
      expect(all.length).toBe(
        await countWhere(
          sql`supplier_id in (select id from users where id = ${ids.get('agent0001')} or parent_id = ${ids.get('agent0001')}) and status <> 10`,
        ),
      );
      expect(new Set(all.map((o) => o.supplierId)).size).toBeGreaterThan(1);
      expect(all.every((o) => team.includes(o.supplierId!))).toBe(true);
      const member = await list('agent0001', { supplierId: ids.get('supplier02') });
      expect(member.data.total).toBe(await countWhere(sql`supplier_id = ${ids.get('supplier02')} and status <> 10`));
      expect((await list('agent0001', { supplierId: ids.get('supplier01') })).data.total).toBe(0);
      // A team member is no agent: it sees only its own.
      expect((await list('supplier02')).data.total).toBe(member.data.total);
    });

    it.each(['admin0001', 'superadmin', 'service001'])(
      'shows %s every order but the hidden status',
      async (account) => {
        const res = await list(account, { pageNum: 5 });
        expect(res.data.total).toBe(await countWhere(sql`status <> 10`));
      },
    );

    it('refuses technicalSupport with 403', async () => {
      const res = await list('techsupport1');
      expect([res.code, res.msgId]).toEqual([403, 'errors.forbidden']);
    });
  });

  describe('filters and paging', () => {
    it('hides status 10 by default and shows only it when asked for', async () => {
      const hidden = await countWhere(sql`status = 10`);
      expect(hidden).toBeGreaterThan(0);
      const shown = await everything('admin0001', { orderStatusId: 10 });
      expect(shown.length).toBe(hidden);
      expect(shown.every((o) => o.status === 10)).toBe(true);
      const excluded = await everything('admin0001', { notInOrderStatusIds: '2,3' });
      expect(excluded.length).toBe(await countWhere(sql`status not in (2, 3, 10)`));
    });

    it('filters by order code, merchant order number (under either name) and status', async () => {
      const [one] = await rows<{ order_code: string; mch_order_no: string; id: number }>(
        sql`select order_code, mch_order_no, id::int as id from orders where status = 3 limit 1`,
      );
      const byCode = await list('admin0001', { orderCode: one!.order_code });
      expect(byCode.data.list.map((o) => o.id)).toEqual([one!.id]);
      const byMch = await list('admin0001', { merchantOrderId: one!.mch_order_no });
      expect(byMch.data.list.map((o) => o.orderCode)).toEqual([one!.order_code]);
      // The merchant API's name for the field filters the same, never ignored into every order.
      const byMchNo = await list('admin0001', { mchOrderNo: one!.mch_order_no });
      expect(byMchNo.data.list.map((o) => o.orderCode)).toEqual([one!.order_code]);
      // The search box's orderNumber finds the order by either number, and only within the scope.
      const eitherByCode = await list('admin0001', { orderNumber: one!.order_code });
      const eitherByMch = await list('admin0001', { orderNumber: one!.mch_order_no });
      expect(eitherByCode.data.list.map((o) => o.id)).toEqual([one!.id]);
      expect(eitherByMch.data.list.map((o) => o.id)).toContain(one!.id);
      expect(
        eitherByMch.data.list.every((o) => o.orderCode === one!.order_code || o.mchOrderNo === one!.mch_order_no),
      ).toBe(true);
      expect((await list('admin0001', { orderNumber: 'no-such-number' })).data.total).toBe(0);
      const byStatus = await everything('admin0001', { orderStatusId: 3 });
      expect(byStatus.length).toBe(await countWhere(sql`status = 3`));
      expect((await list('admin0001', { orderStatusId: 99 })).msgId).toBe('validation.orderStatus.invalid');
    });

    it('filters a UTC time range, the end second included', async () => {
      const start = '2026-04-20 00:00:00';
      const end = '2026-04-24 23:59:59';
      const inRange = await everything('admin0001', { startTime: start, endTime: end });
      expect(inRange.length).toBe(
        await countWhere(
          sql`created_at >= '2026-04-20T00:00:00Z' and created_at < '2026-04-25T00:00:00Z' and status <> 10`,
        ),
      );
      expect(inRange.length).toBeGreaterThan(0);
      const [edge] = await rows<{ code: string; t: string }>(
        sql`select order_code as code, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as t from orders where status <> 10 order by id limit 1`,
      );
      const exact = await list('admin0001', { startTime: edge!.t, endTime: edge!.t });
      expect(exact.data.list.map((o) => o.orderCode)).toContain(edge!.code);
    });

    it('refuses a bad time, a start after the end and a page over 100 with 400', async () => {
      expect((await list('admin0001', { startTime: '2026-02-30 00:00:00' })).msgId).toBe('validation.dateTime.format');
      expect((await list('admin0001', { startTime: '20/04/2026' })).msgId).toBe('validation.dateTime.format');
      const reversed = await list('admin0001', { startTime: '2026-04-25 00:00:00', endTime: '2026-04-20 00:00:00' });
      expect([reversed.code, reversed.msgId, (reversed.data as unknown as { field: string }).field]).toEqual([
        400,
        'validation.timeRange.order',
        'endTime',
      ]);
      expect((await list('admin0001', { pageNum: 101 })).msgId).toBe('validation.orderPage.invalid');
    });

    it('pages newest first with the same total on every page', async () => {
      const first = await list('merchant01', { pageIndex: 1, pageNum: 7 });
      const second = await list('merchant01', { pageIndex: 2, pageNum: 7 });
      const both = await list('merchant01', { pageIndex: 1, pageNum: 14 });
      expect(second.data.total).toBe(first.data.total);
      expect([...first.data.list, ...second.data.list].map((o) => o.id)).toEqual(both.data.list.map((o) => o.id));
      const times = both.data.list.map((o) => o.createTime);
      expect([...times].sort().reverse()).toEqual(times);
    });
  });

  describe('every filter of product 3, ANDed with every scope', () => {
    type Case = [name: string, query: Query, where: SQL];
    const cases: Case[] = [];
    const scopes = (): [string, SQL][] => [
      ['admin0001', sql`true`],
      ['merchant01', sql`merchant_id = ${ids.get('merchant01')}`],
      ['supplier01', sql`supplier_id = ${ids.get('supplier01')}`],
      [
        'agent0001',
        sql`supplier_id in (select id from users where id = ${ids.get('agent0001')} or parent_id = ${ids.get('agent0001')})`,
      ],
    ];
    const major = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}01`;

    beforeAll(async () => {
      const one = async (where: SQL) =>
        (
          await rows<
            Record<string, string>
          >(sql`select amount::text as amount, real_amount::text as real, client_ip as ip, utr, payer->>'usdtCount' as usdt,
        payer->>'usdtAddress' as addr, payer->>'cardNumber' as card, payer->>'ifscCode' as ifsc, payer->>'userName' as name, order_mark::text as mark
        from orders where status <> 10 and ${where} order by id limit 1`)
        )[0]!;
      const paid = await one(sql`status in (3, 4, 5) and supplier_id = ${ids.get('supplier01')}`);
      const usdt = await one(sql`payer ? 'usdtCount'`);
      const card = await one(sql`payer ? 'cardNumber'`);
      const marked = await one(sql`order_mark is not null`);
      const teamOf = sql`(select id from users where parent_id is not null)`;
      cases.push(
        ['ipAddress', { ipAddress: paid.ip }, sql`client_ip = ${paid.ip}`],
        ['isProxy=true', { isProxy: 'true' }, sql`supplier_id in ${teamOf}`],
        [
          'isProxy=false',
          { isProxy: 'false' },
          sql`not exists (select 1 from users u where u.id = supplier_id and u.parent_id is not null)`,
        ],
        ['orderType', { orderType: 1 }, sql`order_type = 1`],
        ['orderMark', { orderMark: marked.mark }, sql`order_mark = ${Number(marked.mark)}`],
        ['supplementStatus=0', { supplementStatus: 0 }, sql`supplement_status is null`],
        ['supplementStatus=1', { supplementStatus: 1 }, sql`supplement_status = 1`],
        ['callbackStatus=0', { callbackStatus: 0 }, sql`callback_count = 0`],
        ['callbackStatus=1', { callbackStatus: 1 }, sql`callback_success`],
        ['callbackStatus=2', { callbackStatus: 2 }, sql`callback_count > 0 and not callback_success`],
        ['amount (+0.0001)', { amount: major(Number(paid.amount)) }, sql`amount = ${Number(paid.amount)}`],
        [
          'currentReceivedMoney (+0.0001)',
          { currentReceivedMoney: major(Number(paid.real)) },
          sql`real_amount = ${Number(paid.real)}`,
        ],
        [
          'realAmountMin/Max (x100)',
          { realAmountMin: '100000', realAmountMax: '500000' },
          sql`real_amount between 100000 and 500000`,
        ],
        ['usdtCount (x1e6)', { usdtCount: usdt.usdt }, sql`payer->>'usdtCount' = ${usdt.usdt}`],
        ['usdtAddress', { usdtAddress: usdt.addr }, sql`payer->>'usdtAddress' = ${usdt.addr}`],
        [
          'description',
          { description: 'TOP-UP' },
          sql`(subject ilike '%top-up%' or body ilike '%top-up%' or remark ilike '%top-up%')`,
        ],
        ['cardNumber', { cardNumber: card.card }, sql`payer->>'cardNumber' = ${card.card}`],
        ['ifscCode (any case)', { ifscCode: card.ifsc!.toLowerCase() }, sql`payer->>'ifscCode' = ${card.ifsc}`],
        [
          'userName (part)',
          { userName: paid.name!.split(' ')[0]!.toLowerCase() },
          sql`payer->>'userName' ilike ${`%${paid.name!.split(' ')[0]}%`}`,
        ],
        ['utr', { utr: paid.utr }, sql`utr = ${paid.utr}`],
        [
          'completed time range',
          { completedStartTime: '2026-04-15 00:00:00', completedEndTime: '2026-04-25 23:59:59' },
          sql`completed_at >= '2026-04-15T00:00:00Z' and completed_at < '2026-04-26T00:00:00Z'`,
        ],
        ['mainProductId 3024', { mainProductId: 3024 }, sql`product_id = 3024`],
        [
          'a combination',
          { orderStatusId: 3, productId: 3024, startTime: '2026-04-10 00:00:00', realAmountMin: '50000' },
          sql`status = 3 and product_id = 3024 and created_at >= '2026-04-10T00:00:00Z' and real_amount >= 50000`,
        ],
      );
    });

    it('gives each filter exactly the orders SQL finds, in each scope, and narrows the list', async () => {
      const all = await countWhere(sql`status <> 10`);
      for (const [name, query, where] of cases) {
        let adminCount = 0;
        for (const [account, scope] of scopes()) {
          const got = (await everything(account, query)).map((o) => o.id).sort((x, y) => x - y);
          // A merchant does not see who handled its orders nor staff's marks, so a team or mark
          // filter does not narrow its list.
          const applies = !(account === 'merchant01' && ('isProxy' in query || 'orderMark' in query));
          const want = (
            await rows<{ id: number }>(
              sql`select id::int as id from orders where status <> 10 and ${scope} and ${applies ? where : sql`true`} order by id`,
            )
          ).map((r) => r.id);
          expect([name, account, got]).toEqual([name, account, want]);
          if (account === 'admin0001') adminCount = want.length;
        }
        // Neither empty nor everything: the filter really decides something.
        expect([name, adminCount > 0 && adminCount < all]).toEqual([name, true]);
      }
    });

    it('reads a float artifact of the scaled filters to the nearest minor unit', async () => {
      const a = await list('admin0001', { realAmountMin: '99999.99999999999', pageNum: 1 });
      expect(a.data.total).toBe(await countWhere(sql`status <> 10 and real_amount >= 100000`));
    });

    it.each([
      [{ batchId: 'B1' }, 'validation.orderFilter.notApplicable', 'batchId'],
      [{ identifyCode: '1234' }, 'validation.orderFilter.notApplicable', 'identifyCode'],
      [{ amount: '12.34567' }, 'validation.orderFilter.amount', 'amount'],
      [{ realAmountMin: '500', realAmountMax: '100' }, 'validation.amountRange.order', 'realAmountMax'],
      [
        { completedStartTime: '2026-04-25 00:00:00', completedEndTime: '2026-04-20 00:00:00' },
        'validation.timeRange.order',
        'completedEndTime',
      ],
      [{ isProxy: 'maybe' }, 'validation.orderFilter.boolean', 'isProxy'],
      [{ callbackStatus: 3 }, 'validation.orderFilter.callback', 'callbackStatus'],
      [{ orderType: 9 }, 'validation.orderType.invalid', 'orderType'],
    ] as const)('refuses %o with 400 naming the field', async (query, msgId, field) => {
      const res = await list('admin0001', query);
      expect([res.code, res.msgId, (res.data as unknown as { field: string }).field]).toEqual([400, msgId, field]);
    });

    it('counts the total exactly up to the cap, then says it is capped', async () => {
      const res = await list('admin0001', { pageNum: 1 });
      expect([res.data.total, res.data.totalCapped]).toEqual([await countWhere(sql`status <> 10`), false]);
      const capped = await pageOrders(b.db, sql`${orders.status} <> 10`, { pageIndex: 1, pageNum: 5 }, 50);
      expect([capped.total, capped.totalCapped, capped.rows.length]).toEqual([50, true, 5]);
      const exact = await pageOrders(b.db, sql`${orders.status} = 10`, { pageIndex: 1, pageNum: 5 }, 1000);
      expect([exact.total, exact.totalCapped]).toEqual([await countWhere(sql`status = 10`), false]);
    });
  });

  describe('statistics', () => {
    it.each([
      ['merchant01', (id: number) => sql`merchant_id = ${id}`],
      ['supplier01', (id: number) => sql`supplier_id = ${id}`],
      ['admin0001', () => sql`true`],
    ] as const)('gives %s all-time figures equal to a direct SQL sum over its orders', async (account, scope) => {
      const res = await stats(account, 'total');
      expect(res.code).toBe(200);
      const f = await figures(scope(ids.get(account)!));
      expect(f.orderCount).toBeGreaterThan(0);
      const merchantFee = account === 'supplier01' ? null : f.merchantFee;
      expect(res.data).toEqual({ ...f, merchantFee, successRate: rate(f) });
      expect(res.data.successRate).toBeGreaterThan(0);
      expect(res.data.successRate).toBeLessThanOrEqual(1);
    });

    it('counts today and yesterday over [first, second) in UTC', async () => {
      const today = await stats('admin0001', 'today', { todayDate: '2026-05-01', tomorrowDate: '2026-05-02' });
      const fToday = await figures(sql`created_at >= '2026-05-01T00:00:00Z' and created_at < '2026-05-02T00:00:00Z'`);
      expect(fToday.orderCount).toBeGreaterThan(0);
      expect(today.data).toEqual({ ...fToday, successRate: rate(fToday) });
      const yesterday = await stats('merchant01', 'yesterday', {
        yesterdayDate: '2026-04-30 00:00:00',
        todayDate: '2026-05-01 00:00:00',
      });
      const fYesterday = await figures(
        sql`merchant_id = ${ids.get('merchant01')} and created_at >= '2026-04-30T00:00:00Z' and created_at < '2026-05-01T00:00:00Z'`,
      );
      expect(yesterday.data).toEqual({ ...fYesterday, successRate: rate(fYesterday) });
    });

    it('refuses a missing or reversed range with 400', async () => {
      expect((await stats('admin0001', 'today', { todayDate: '2026-05-01' })).msgId).toBe('validation.required');
      expect(
        (await stats('admin0001', 'yesterday', { yesterdayDate: '2026-05-01', todayDate: '2026-04-30' })).msgId,
      ).toBe('validation.timeRange.order');
    });

    it('refuses technicalSupport with 403', async () => {
      expect((await stats('techsupport1', 'total')).code).toBe(403);
    });
  });

  describe('getLastOrder', () => {
    it('answers the newest order each caller can see, leaving out status 10', async () => {
      const [newest] = await rows<{ code: string; t: Date | string }>(
        sql`select order_code as code, created_at as t from orders where status <> 10 order by created_at desc, id desc limit 1`,
      );
      const res = await lastOrder('admin0001');
      expect(res.data).toEqual({ orderCode: newest!.code, createTime: new Date(newest!.t).toISOString() });
      const [own] = await rows<{ code: string }>(
        sql`select order_code as code from orders where supplier_id = ${ids.get('supplier01')} and status <> 10 order by created_at desc, id desc limit 1`,
      );
      expect((await lastOrder('supplier01')).data?.orderCode).toBe(own!.code);
    });

    it('names an order the moment it is created', async () => {
      b.clock.advance(1000);
      const orderCode = 'C202605019999999';
      await b.db.insert(orders).values({
        orderCode,
        merchantId: ids.get('merchant02')!,
        mchOrderNo: 'fresh-1',
        productId: 3024,
        supplierId: ids.get('supplier02')!,
        status: 1,
        createdAt: b.clock.now(),
      });
      expect((await lastOrder('admin0001')).data).toEqual({ orderCode, createTime: b.clock.now().toISOString() });
      expect((await lastOrder('agent0001')).data?.orderCode).toBe(orderCode);
      expect((await lastOrder('supplier01')).data?.orderCode).not.toBe(orderCode);
    });

    it('refuses a merchant with 403: merchants get no new-order notice', async () => {
      const res = await lastOrder('merchant01');
      expect([res.code, res.msgId]).toEqual([403, 'errors.forbidden']);
    });
  });
});
