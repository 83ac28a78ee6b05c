import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountRow,
  CursorPage,
  OrderPage,
  Page,
  PayoutRow,
  ResourceRow,
  SearchResults,
} from '../../src/contract/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/**
 * Decision 128: the header search finds, for each role, exactly what that role's own list calls
 * show it, and nothing of a kind whose list the role may not read.
 */
const accounts = ['superadmin', 'admin0001', 'merchant01', 'supplier01', 'agent0001'] as const;
type Account = (typeof accounts)[number];

describe.each(backends)('header search (%s)', (kind) => {
  let b: TestBackend;
  const tokens = new Map<string, string>();

  const as = (account: Account) => ({ token: tokens.get(account)! });
  const search = async (account: Account, q: string) => {
    const res = await b.call<SearchResults>('GET', '/v1.0/search/find', { q }, as(account));
    expect(res.code).toBe(200);
    return res.data;
  };
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await b.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  /** The order codes the role's order list shows for one exact filter ([] when it may not read the list). */
  async function listedOrders(account: Account, filter: Record<string, string>): Promise<string[]> {
    const res = await b.call<OrderPage>('GET', '/v1.0/order/getList', { pageNum: 100, ...filter }, as(account));
    return res.code === 200 ? res.data.list.map((o) => o.orderCode).sort() : [];
  }
  async function listedPayouts(account: Account, filter: Record<string, string>): Promise<string[]> {
    const res = await b.call<CursorPage<PayoutRow>>(
      'GET',
      '/v1.0/payoutOrder/getList',
      { pageNum: 100, ...filter },
      as(account),
    );
    return res.code === 200 ? res.data.list.map((o) => o.orderCode).sort() : [];
  }

  /** One order of every merchant/supplier pair with a UTR, and one payout per merchant: samples to look up. */
  let sampleOrders: { code: string; mchOrderNo: string; utr: string }[] = [];
  let samplePayouts: { code: string; mchOrderNo: string }[] = [];

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 400 });
    for (const account of accounts) tokens.set(account, await b.sessionFor(account));
    sampleOrders = await rows(sql`
      select distinct on (merchant_id, supplier_id) order_code as code, mch_order_no as "mchOrderNo", utr
      from orders where utr is not null and supplier_id is not null and status <> 10
      order by merchant_id, supplier_id, id limit 8`);
    samplePayouts = await rows(sql`
      select distinct on (merchant_id, supplier_id) order_code as code, mch_order_no as "mchOrderNo"
      from payout_orders order by merchant_id, supplier_id, id limit 6`);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('has samples of several merchants and suppliers to look up', () => {
    expect(sampleOrders.length).toBeGreaterThan(3);
    expect(samplePayouts.length).toBeGreaterThan(1);
  });

  it.each(accounts)(
    'finds for %s the orders its order list shows, by code, merchant number and UTR',
    async (account) => {
      let seen = 0;
      for (const o of sampleOrders) {
        for (const [q, filter] of [
          [o.code, { orderCode: o.code }],
          [o.mchOrderNo, { mchOrderNo: o.mchOrderNo }],
          [o.utr, { utr: o.utr }],
        ] as const) {
          const found = (await search(account, q)).orders.map((h) => h.orderCode).sort();
          const listed = await listedOrders(account, filter);
          expect(found, `${account} searching ${q}`).toEqual(listed);
          seen += found.length;
        }
      }
      // Each role sees some of the samples: the comparison is not between two empty answers.
      expect(seen).toBeGreaterThan(0);
    },
  );

  it.each(accounts)('finds for %s the payouts its payout list shows', async (account) => {
    for (const p of samplePayouts) {
      const found = (await search(account, p.code)).payouts.map((h) => h.orderCode);
      expect(found, `${account} searching ${p.code}`).toEqual(await listedPayouts(account, { orderCode: p.code }));
    }
  });

  it("gives merchant01 nothing of another merchant's orders", async () => {
    const [other] = await rows<{ code: string; mchOrderNo: string }>(sql`
      select o.order_code as code, o.mch_order_no as "mchOrderNo" from orders o join users u on u.id = o.merchant_id
      where u.account <> 'merchant01' and o.status <> 10 limit 1`);
    const [own] = await rows<{ mchOrderNo: string }>(sql`
      select o.mch_order_no as "mchOrderNo" from orders o join users u on u.id = o.merchant_id
      where u.account = 'merchant01' and o.status <> 10 limit 1`);
    expect((await search('merchant01', other!.code)).orders).toEqual([]);
    // Merchant numbers are unique per merchant only: merchant01 may have one of its own alike, never the other's order.
    expect((await search('merchant01', other!.mchOrderNo)).orders.map((h) => h.orderCode)).not.toContain(other!.code);
    expect((await search('merchant01', own!.mchOrderNo)).orders.map((h) => h.match)).toContain('mchOrderNo');
  });

  it('shows accounts only to the roles that read their lists', async () => {
    const merchantList = async (account: Account, prefix: string) => {
      const res = await b.call<Page<AccountRow>>(
        'GET',
        '/v1.0/account/getMerchantList',
        { account: prefix, pageNum: 100 },
        as(account),
      );
      return res.code === 200 ? res.data.list.map((r) => r.account) : [];
    };
    for (const account of accounts) {
      const found = await search(account, 'merchant0');
      const listed = await merchantList(account, 'merchant0');
      expect(found.merchants.length, account).toBe(Math.min(listed.length, 5));
      for (const m of found.merchants) expect(listed).toContain(m.account);
    }
    // Staff accounts: superadmin and admin read /setting/users; the customers do not.
    expect((await search('superadmin', 'admin0001')).staff.map((s) => s.account)).toEqual(['admin0001']);
    expect((await search('admin0001', 'superadmin')).staff.map((s) => s.account)).toEqual(['superadmin']);
    for (const account of ['merchant01', 'supplier01', 'agent0001'] as const) {
      expect((await search(account, 'admin')).staff, account).toEqual([]);
      expect((await search(account, 'merchant')).merchants, account).toEqual([]);
    }
  });

  it("gives a supplier no suppliers, and an agent only its team's members", async () => {
    expect((await search('supplier01', 'supplier')).suppliers).toEqual([]);
    const team = (await search('agent0001', 'supplier')).suppliers.map((s) => s.account).sort();
    expect(team).toEqual(['supplier02', 'supplier03', 'supplier04']);
    const staffSees = (await search('admin0001', 'supplier0')).suppliers.map((s) => s.account);
    expect(staffSees).toContain('supplier01');
  });

  it('finds receiving accounts by number as the resource list shows them', async () => {
    const resources = await rows<{ id: number; type: string; cardNumber: string; owner: string }>(sql`
      select distinct on (r.supplier_id) r.id, r.type, r.card_number as "cardNumber", u.account as owner
      from resources r join users u on u.id = r.supplier_id
      where r.card_number <> '' and r.deleted_at is null order by r.supplier_id, r.id`);
    expect(resources.length).toBeGreaterThan(1);
    for (const account of accounts) {
      for (const r of resources) {
        const found = (await search(account, r.cardNumber)).receivingAccounts.map((h) => h.id);
        const res = await b.call<Page<ResourceRow>>(
          'GET',
          '/v1.0/resource/getList',
          { type: r.type, keyword: r.cardNumber, pageNum: 100 },
          as(account),
        );
        const listed =
          res.code === 200 ? res.data.list.filter((x) => x.cardNumber === r.cardNumber).map((x) => x.id) : [];
        expect(found.sort(), `${account} searching ${r.owner}'s ${r.cardNumber}`).toEqual(listed.sort());
      }
    }
  });

  it('refuses an empty or overlong text', async () => {
    const empty = await b.call('GET', '/v1.0/search/find', { q: '  ' }, as('admin0001'));
    expect(empty.code).toBe(400);
    const long = await b.call('GET', '/v1.0/search/find', { q: '9'.repeat(129) }, as('admin0001'));
    expect(long.code).toBe(400);
  });

  it("serves an exact look-up from the orders' indexes", async () => {
    const plan = async (where: string) =>
      b.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const res = await tx.execute(sql.raw(`explain select id from orders where ${where}`));
        return (res as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
      });
    expect(await plan(`(payer->>'cardNumber') = '4111'`)).toContain('orders_payer_card_idx');
    expect(await plan(`(payer->>'usdtAddress') = 'T1'`)).toContain('orders_payer_wallet_idx');
    expect(await plan(`utr = '123456789012'`)).toContain('orders_utr_idx');
  });

  it("keeps statistics of the payer's card and wallet, so the planner does not walk every order for them", async () => {
    const stats = await rows<{ name: string }>(
      sql`select stxname as name from pg_statistic_ext where stxname like 'orders_payer_%' order by 1`,
    );
    expect(stats.map((s) => s.name)).toEqual(['orders_payer_card_stat', 'orders_payer_wallet_stat']);
  });
});
