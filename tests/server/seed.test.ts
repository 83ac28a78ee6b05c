import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { demoAccounts, demoGoogleSecret, demoPassword, seedDemoIfEmpty } from '../../server/seed/demo.ts';
import { defaultSystemConfig } from '../../server/modules/system-config/index.ts';
import { verifyPassword } from '../../server/modules/user/passwords.ts';
import { ProductId, resourceTypes } from '../../src/contract/products.ts';
import { OrderType, orderStatusIds, payoutStatusIds } from '../../src/contract/statuses.ts';

const now = new Date('2026-05-01T12:00:00.000Z');
const orderCount = 2000;
const slow = 180_000;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const res = (await db.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
async function one<T>(db: Database, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (!row) throw new Error('no row');
  return row;
}
const countOf = async (db: Database, query: SQL) => (await one<{ n: number }>(db, query)).n;

/** A fingerprint of the orders, to compare two seeded databases. */
const ordersHash = (db: Database) =>
  one<{ h: string }>(
    db,
    sql`select md5(string_agg(order_code || ',' || status || ',' || amount || ',' || created_at::text, ';' order by order_code)) as h from orders`,
  );

describe('demo seed', () => {
  let db: Database;
  let first: boolean;

  beforeAll(async () => {
    db = await openDatabase({ memory: true });
    first = await seedDemoIfEmpty(db.db, { now, orderCount });
  }, slow);
  afterAll(async () => {
    await db.close();
  });

  it('seeds an empty database once', () => {
    expect(first).toBe(true);
  });

  it('creates every demo account with its role and the shared password', async () => {
    for (const a of demoAccounts) {
      const u = await one<{ role: string; status: number; password_hash: string }>(
        db,
        sql`select role, status, password_hash from users where account = ${a.account}`,
      );
      expect(u.role, a.account).toBe(a.role);
      expect(u.status).toBe(0);
    }
    const accounts = await rows<{ account: string }>(db, sql`select account from users`);
    for (const { account } of accounts) expect(account).toMatch(/^[A-Za-z0-9]{8,64}$/);
    const hash = await one<{ password_hash: string }>(
      db,
      sql`select password_hash from users where account = 'merchant01'`,
    );
    expect(await verifyPassword(demoPassword, hash.password_hash)).toBe(true);
  });

  it('gives admin0002 Google verification, agent0001 a team of 3, and has a deleted user', async () => {
    const g = await one<{ enable_google_verify: boolean; confirm_bind: boolean; google_secret: string; role: string }>(
      db,
      sql`select enable_google_verify, confirm_bind, google_secret, role from users where account = 'admin0002'`,
    );
    expect(g).toEqual({
      enable_google_verify: true,
      confirm_bind: true,
      google_secret: demoGoogleSecret,
      role: 'admin',
    });
    expect(
      await countOf(
        db,
        sql`select count(*)::int as n from users u join users a on a.id = u.parent_id where a.account = 'agent0001' and a.is_agent`,
      ),
    ).toBe(3);
    expect(
      await countOf(db, sql`select count(*)::int as n from users where status = 1 and deleted_at is not null`),
    ).toBeGreaterThan(0);
    expect(
      await countOf(
        db,
        sql`select count(*)::int as n from users where role = 'merchant' and (merchant_key !~ '^[0-9a-f]{32}$' or merchant_key is null)`,
      ),
    ).toBe(0);
  });

  it('covers every product, resource type, order status, order type and payout status', async () => {
    const ids = (await rows<{ id: number }>(db, sql`select id from products`)).map((r) => r.id).sort();
    expect(ids).toEqual(Object.values(ProductId).slice().sort());
    const types = (await rows<{ type: string }>(db, sql`select distinct type from resources`))
      .map((r) => r.type)
      .sort();
    expect(types).toEqual([...resourceTypes].sort());
    const statuses = (await rows<{ status: number }>(db, sql`select distinct status from orders`))
      .map((r) => r.status)
      .sort((a, b) => a - b);
    expect(statuses).toEqual([...orderStatusIds].sort((a, b) => a - b));
    const orderTypes = (await rows<{ t: number }>(db, sql`select distinct order_type as t from orders`))
      .map((r) => r.t)
      .sort((a, b) => a - b);
    expect(orderTypes).toEqual(Object.values(OrderType).sort((a, b) => a - b));
    const payouts = (await rows<{ status: number }>(db, sql`select distinct status from payout_orders`))
      .map((r) => r.status)
      .sort((a, b) => a - b);
    expect(payouts).toEqual([...payoutStatusIds].sort((a, b) => a - b));
    expect(await countOf(db, sql`select count(*)::int as n from orders`)).toBe(orderCount);
    // Every supplier has an account of every type.
    expect(
      await countOf(
        db,
        sql`select count(*)::int as n from (select supplier_id from resources group by 1 having count(distinct type) = ${resourceTypes.length}) s`,
      ),
    ).toBe(await countOf(db, sql`select count(*)::int as n from users where role = 'supplier'`));
  });

  it('keeps receiving accounts valid by the rules of product 5', async () => {
    expect(
      await countOf(
        db,
        sql`select count(*)::int as n from resources where card_number !~ '^[0-9]{0,20}$' or (ifsc <> '' and ifsc !~ '^[A-Z]{4}[A-Z0-9]{7}$')`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        db,
        sql`select count(*)::int as n from resources where type in ('uSDTFloating', 'uSDTPayProxy') and (wallet_address !~ '^T[1-9A-HJ-NP-Za-km-z]{33}$' or wallet_nickname = '')`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        db,
        sql`select count(*)::int as n from resources r join products p on p.id = r.product_id where p.resource_type <> r.type`,
      ),
    ).toBe(0);
    expect(await countOf(db, sql`select count(distinct monitor_state)::int as n from resources`)).toBe(10);
    expect(await countOf(db, sql`select count(*)::int as n from resources where state = 1`)).toBeGreaterThan(0);
  });

  it('keeps orders consistent with merchants, suppliers, resources and fees', async () => {
    const bad = (where: SQL) => countOf(db, sql`select count(*)::int as n from orders o where ${where}`);
    // The supplier owns the resource and the resource serves the order's product.
    expect(
      await countOf(
        db,
        sql`select count(*)::int as n from orders o join resources r on r.id = o.resource_id where r.supplier_id <> o.supplier_id or r.product_id <> o.product_id`,
      ),
    ).toBe(0);
    expect(
      await bad(
        sql`o.status in (0, 10, 11) and (o.supplier_id is not null or o.resource_id is not null or o.allocate_info = '')`,
      ),
    ).toBe(0);
    expect(await bad(sql`o.status not in (0, 10, 11) and o.resource_id is null`)).toBe(0);
    expect(
      await bad(sql`not exists (select 1 from user_products up where up.user_id = o.merchant_id and up.product_id = o.product_id
      and o.merchant_fee = round(o.amount * up.rate / 10000.0) + up.fixed_fee)`),
    ).toBe(0);
    expect(
      await bad(sql`o.supplier_id is not null and not exists (select 1 from user_products up where up.user_id = o.supplier_id and up.product_id = o.product_id
      and o.supplier_fee = round(o.amount * up.rate / 10000.0) + up.fixed_fee)`),
    ).toBe(0);
    // Paid orders: real amount, UTR, completion; the others have none of them.
    expect(
      await bad(
        sql`o.status in (3, 4, 5) and (o.real_amount <> o.amount or o.utr !~ '^[0-9]{12}$' or o.completed_at is null)`,
      ),
    ).toBe(0);
    expect(await bad(sql`o.status not in (3, 4, 5) and (o.real_amount <> 0 or o.completed_at is not null)`)).toBe(0);
    expect(
      await bad(sql`(o.status = 3 and (not o.callback_success or o.callback_count < 1 or o.last_callback_at is null))
      or (o.status = 4 and (o.callback_success or o.callback_count < 1)) or (o.status not in (3, 4) and o.callback_count <> 0)`),
    ).toBe(0);
    expect(
      await bad(
        // 18 digits like a new order's code (C, the UTC day, 10 digits), never a shorter one.
        sql`o.order_code !~ '^C[0-9]{18}$' or o.amount < 10000 or o.amount > 5000000 or o.payable_amount <> o.amount`,
      ),
    ).toBe(0);
    expect(
      await bad(
        sql`o.created_at > ${now.toISOString()}::timestamptz or o.created_at < ${now.toISOString()}::timestamptz - interval '30 days'`,
      ),
    ).toBe(0);
    expect(await bad(sql`o.merchant_id not in (select id from users where role = 'merchant' and status = 0)`)).toBe(0);
  });

  it('fills payout orders with what each status needs', async () => {
    const bad = (where: SQL) => countOf(db, sql`select count(*)::int as n from payout_orders p where ${where}`);
    expect(await countOf(db, sql`select count(*)::int as n from payout_orders`)).toBeGreaterThanOrEqual(300);
    expect(await bad(sql`p.status = 3 and (p.utr is null or p.supplier_id is null or p.completed_at is null)`)).toBe(0);
    expect(await bad(sql`p.status = 4 and p.reject_reason is null`)).toBe(0);
    expect(await bad(sql`p.product_id in (3016, 1045) and (p.wallet_address = '' or p.usdt_amount <= 0)`)).toBe(0);
    expect(
      await bad(
        sql`p.product_id in (2001, 2002) and (p.card_number = '' or p.ifsc !~ '^[A-Z]{4}0[0-9]{6}$' or p.bank_branch = '')`,
      ),
    ).toBe(0);
    expect(await bad(sql`p.status = 0 and p.supplier_id is null`)).toBeGreaterThan(0);
    // 18 digits like a new payout's code (P, the UTC day, 10 digits).
    expect(await bad(sql`p.order_code !~ '^P[0-9]{18}$'`)).toBe(0);
  });

  it('keeps every balance equal to the sum of its fund records, chained and never negative', async () => {
    expect(
      await countOf(
        db,
        sql`select count(*)::int as n from users u where u.role in ('merchant', 'supplier') and not exists (select 1 from balances b where b.user_id = u.id)`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        db,
        sql`select count(*)::int as n from balances b
      left join (select user_id, sum(amount) as s from fund_records group by user_id) f on f.user_id = b.user_id
      where b.balance <> coalesce(f.s, 0) or b.frozen_balance < 0 or b.frozen_balance > b.balance or b.deposit < 0`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        db,
        sql`with f as (
        select amount, balance_before, balance_after,
          lag(balance_after) over (partition by user_id order by created_at, id) as prev_after,
          row_number() over (partition by user_id order by created_at, id) as rn
        from fund_records)
      select count(*)::int as n from f
      where balance_after <> balance_before + amount or balance_before < 0 or balance_after < 0
        or (rn = 1 and balance_before <> 0) or (rn > 1 and balance_before <> prev_after)`,
      ),
    ).toBe(0);
    // One income record per paid order (test orders move no money).
    expect(await countOf(db, sql`select count(*)::int as n from fund_records where reason = 20`)).toBe(
      await countOf(db, sql`select count(*)::int as n from orders where status in (3, 4, 5) and order_type <> 2`),
    );
  });

  it('stores every json column as an object, not as its JSON text', async () => {
    for (const [table, column] of [
      ['orders', 'payer'],
      ['system_config', 'value'],
    ] as const) {
      const bad = await countOf(
        db,
        sql.raw(
          `select count(*)::int as n from ${table} where jsonb_typeof(${column}::jsonb) = 'string' and ${column}::text like '"{%'`,
        ),
      );
      expect([table, bad]).toEqual([table, 0]);
    }
    expect(await countOf(db, sql`select count(*)::int as n from orders where jsonb_typeof(payer) <> 'object'`)).toBe(0);
  });

  it('writes every system setting', async () => {
    const keys = (await rows<{ key: string }>(db, sql`select key from system_config`)).map((r) => r.key).sort();
    expect(keys).toEqual(Object.keys(defaultSystemConfig).sort());
    for (const key of [
      'OrderTimeoutMinutes',
      'EnableService',
      'SupplierSmsRecordEnable',
      'SupplierWebMessageEnable',
      'PayoutOrderOccupyBalanceOnCreate',
      'RiskControlSwitch',
      'SysFlag',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('does nothing when users exist', async () => {
    const before = await one<{ u: number; o: number; f: number }>(
      db,
      sql`select (select count(*)::int from users) as u, (select count(*)::int from orders) as o, (select count(*)::int from fund_records) as f`,
    );
    expect(await seedDemoIfEmpty(db.db, { now, orderCount })).toBe(false);
    const after = await one<{ u: number; o: number; f: number }>(
      db,
      sql`select (select count(*)::int from users) as u, (select count(*)::int from orders) as o, (select count(*)::int from fund_records) as f`,
    );
    expect(after).toEqual(before);
  });

  it(
    'is deterministic: the same now and orderCount give the same orders',
    async () => {
      const other = await openDatabase({ memory: true });
      try {
        expect(await seedDemoIfEmpty(other.db, { now, orderCount })).toBe(true);
        expect(await ordersHash(other)).toEqual(await ordersHash(db));
        const payouts = (d: Database) =>
          one<{ h: string }>(
            d,
            sql`select md5(string_agg(order_code || ',' || status || ',' || amount, ';' order by order_code)) as h from payout_orders`,
          );
        expect(await payouts(other)).toEqual(await payouts(db));
      } finally {
        await other.close();
      }
    },
    slow,
  );

  // The requirement: `npm start` seeds the full data set (24,000 orders) in well under 30 s on
  // PGlite on a 2-core machine. Kept as a test to document it; the time is printed, not asserted,
  // because a loaded CI machine should not fail the suite.
  it(
    'seeds the full default data set, leaving every supplier its working margin after the reservations',
    async () => {
      const full = await openDatabase({ memory: true });
      try {
        const started = performance.now();
        expect(await seedDemoIfEmpty(full.db, { now })).toBe(true);
        console.log(`Full demo seed (24,000 orders) on PGlite: ${((performance.now() - started) / 1000).toFixed(1)} s`);
        expect(await countOf(full, sql`select count(*)::int as n from orders`)).toBe(24_000);
        // Allocation needs balance - frozen - reserved to cover an order: every supplier keeps its
        // working margin (10 lakh rupees) free after what the seeded open orders reserve.
        expect(
          await rows(
            full,
            sql`select u.account, b.balance - b.frozen_balance - b.reserved as available from balances b join users u on u.id = b.user_id
        where u.role = 'supplier' and b.balance - b.frozen_balance - b.reserved < 100000000`,
          ),
        ).toEqual([]);
      } finally {
        await full.close();
      }
    },
    slow,
  );
});
