// `npm run bench:search -- 200000`: the header search (decision 128) over N orders (the argument,
// default 200,000; docs/performance.md has the 10,000,000 run) and as many payouts / 10, on
// PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Makes a fresh
// database, drops it at the end (BENCH_KEEP=1 keeps it for EXPLAIN). Prints p50/p95; asserts nothing.
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { configFromEnv } from '../server/config.ts';
import { openDatabase, type Db } from '../server/db/client.ts';
import { seedDemoIfEmpty } from '../server/seed/demo.ts';
import { createSession } from '../server/modules/user/sessions.ts';
import { findUserByAccount } from '../server/modules/user/repository.ts';
import { admin, adminUrl, rows, timed } from './support/postgres.ts';
import { pct, ms } from './support/figures.ts';
import { setting } from './support/smoke.ts';

const orderTotal = process.argv[2] ? Number(process.argv[2]) : setting('BENCH_ORDERS', 200_000, 2_000);
const calls = setting('BENCH_SEARCH_CALLS', 200, 3);
const keep = process.env.BENCH_KEEP === '1';

/**
 * Orders in one statement, spread over merchants (a few big ones), collection accounts and 30 days:
 * paid ones with a 12-digit UTR, one in ten with the receiving card, one in fifty with a wallet;
 * then payouts (a tenth as many) with a card or a wallet and, when paid, a UTR.
 */
async function bulkRows(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    with m as (select array_agg(id order by id) a from users where role = 'merchant'),
      r as (select array_agg(r.id order by r.id) rid, array_agg(r.supplier_id order by r.id) sid,
          array_agg(r.product_id order by r.id) pid
        from resources r join products p on p.id = r.product_id where p.kind = 'collection'),
      g as (select i, random() u1, random() u2, random() u3,
          now() - (random() * 30 * 86400 || ' seconds')::interval t from generate_series(1, ${n}) i)
    insert into orders (order_code, merchant_id, mch_order_no, product_id, supplier_id, resource_id, amount,
      payable_amount, real_amount, status, utr, payer, created_at, updated_at)
    select 'S' || lpad(g.i::text, 12, '0'), m.a[1 + floor(g.u1 * g.u1 * array_length(m.a, 1))::int], 'SM' || g.i,
      r.pid[1 + floor(g.u3 * array_length(r.rid, 1))::int], r.sid[1 + floor(g.u3 * array_length(r.rid, 1))::int],
      r.rid[1 + floor(g.u3 * array_length(r.rid, 1))::int], 10000, 10000, case when g.u2 < 0.7 then 10000 else 0 end,
      case when g.u2 < 0.7 then 3 else 2 end,
      case when g.u2 < 0.7 then lpad(((g.i::bigint * 7919) % 1000000000000)::text, 12, '0') end,
      case when g.i % 50 = 0 then jsonb_build_object('usdtAddress', 'T' || lpad((g.i % 20000)::text, 33, '0'))
        when g.i % 10 = 0 then jsonb_build_object('cardNumber', lpad((g.i % 100000)::text, 16, '4'))
        else '{}'::jsonb end,
      g.t, g.t
    from g, m, r`);
  await db.execute(sql`
    with m as (select array_agg(id order by id) a from users where role = 'merchant'),
      g as (select i, random() u1, random() u2, now() - (random() * 30 * 86400 || ' seconds')::interval t
        from generate_series(1, ${Math.max(1, Math.floor(n / 10))}) i)
    insert into payout_orders (order_code, merchant_id, mch_order_no, product_id, amount, status, name, card_number,
      wallet_address, utr, created_at, updated_at)
    select 'SP' || lpad(g.i::text, 12, '0'), m.a[1 + floor(g.u1 * array_length(m.a, 1))::int], 'SPM' || g.i, 1, 50000,
      case when g.u2 < 0.6 then 3 else 0 end, 'Payee ' || g.i,
      case when g.i % 5 = 0 then '' else lpad((g.i % 300000)::text, 14, '6') end,
      case when g.i % 5 = 0 then 'T' || lpad(g.i::text, 33, '1') else '' end,
      case when g.u2 < 0.6 then lpad(((g.i::bigint * 104729) % 1000000000000)::text, 12, '9') end, g.t, g.t
    from g, m`);
}

const dbName = `bo_bench_search_${process.pid}`;
await admin(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const database = await openDatabase({ url: url.toString(), poolSize: 4 });
try {
  const { db } = database;
  await timed('seed users, products, accounts (demo seed, 500 orders)', () => seedDemoIfEmpty(db, { orderCount: 500 }));
  await timed(`insert ${orderTotal.toLocaleString('en')} orders and a tenth as many payouts`, () =>
    bulkRows(db, orderTotal),
  );
  await timed('VACUUM ANALYZE', () => db.execute(sql`vacuum analyze`));
  if (keep) {
    console.log(`kept for EXPLAIN: ${url.toString()} (drop it by hand)`);
    process.exit(0);
  }
  const app = await buildApp({ config: { ...configFromEnv({}), staticDir: '/nonexistent' }, db });
  await app.ready();
  const token = async (account: string) =>
    (
      await createSession(db, (await findUserByAccount(db, account))!.id, {
        ip: '127.0.0.1',
        userAgent: 'bench',
        now: new Date(),
        days: 1,
      })
    ).token;
  const tokens = {
    admin0001: await token('admin0001'),
    merchant01: await token('merchant01'),
    agent0001: await token('agent0001'),
  };
  // At least 200 rows, so that some carry a UTR and some a card number even when few calls are made.
  const sample = await rows<{ code: string; mch: string; utr: string | null; card: string | null }>(
    db,
    sql`select order_code as code, mch_order_no as mch, utr, payer->>'cardNumber' as card
      from orders tablesample system (${orderTotal < 100_000 ? 100 : 1}) where order_code like 'S%' limit ${Math.max(calls, 200)}`,
  );
  const payouts = await rows<{ code: string; card: string }>(
    db,
    sql`select order_code as code, card_number as card from payout_orders where card_number <> '' limit ${calls}`,
  );
  const pick = <T>(xs: T[], i: number) => xs[i % xs.length]!;
  const withUtr = sample.filter((s) => s.utr);
  const withCard = sample.filter((s) => s.card);
  const cases: [string, keyof typeof tokens, (i: number) => string][] = [
    ['admin, order code', 'admin0001', (i) => pick(sample, i).code],
    ['admin, merchant order number', 'admin0001', (i) => pick(sample, i).mch],
    ['admin, UTR', 'admin0001', (i) => pick(withUtr, i).utr!],
    ['admin, receiving card (many orders)', 'admin0001', (i) => pick(withCard, i).card!],
    ['admin, payout card', 'admin0001', (i) => pick(payouts, i).card],
    ['admin, a name prefix (merchant)', 'admin0001', () => 'merchant'],
    ['admin, nothing matches', 'admin0001', (i) => `NOPE${i}`],
    ['merchant01, order code', 'merchant01', (i) => pick(sample, i).code],
    ['agent0001, UTR', 'agent0001', (i) => pick(withUtr, i).utr!],
  ];
  console.log(`\nGET /v1.0/search/find, ${calls} calls each (app.inject), ${orderTotal.toLocaleString('en')} orders:`);
  const all: number[] = [];
  for (const [label, account, q] of cases) {
    const times: number[] = [];
    for (let i = 0; i < calls + 5; i++) {
      const t = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: '/v1.0/search/find',
        query: { q: q(i) },
        headers: { token: tokens[account] },
      });
      const body = res.json() as { code: number };
      if (body.code !== 200) throw new Error(`${label}: ${res.body}`);
      if (i >= 5) times.push(performance.now() - t); // the first calls warm caches and plans
    }
    all.push(...times);
    console.log(`  ${label.padEnd(38)} p50 ${ms(pct(times, 50)).padStart(9)}  p95 ${ms(pct(times, 95)).padStart(9)}`);
  }
  console.log(
    `  ${'every search above'.padEnd(38)} p50 ${ms(pct(all, 50)).padStart(9)}  p95 ${ms(pct(all, 95)).padStart(9)}`,
  );
  await app.close();
} finally {
  await database.close();
  if (!keep) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
