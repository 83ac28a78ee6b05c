// `npm run bench:retention`: an order data retention run (decision 058) over 1,000,000 orders
// on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Makes a
// fresh database, drops it at the end. Prints rows/s, the longest batch transaction (the longest
// any row is held locked by the run), how long writers waited meanwhile, and checks that balances,
// fund records and statistics are the same after the run. Exits 1 when a check fails.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '../server/lib/clock.ts';
import { openDatabase, type Db } from '../server/db/client.ts';
import { orders } from '../server/db/schema.ts';
import { figuresByDay, figuresByMerchant } from '../server/modules/orders/figures-repository.ts';
import { orderFigures } from '../server/modules/orders/repository.ts';
import { countEligible, retentionCutoff } from '../server/modules/order-retention/eligible.ts';
import { runRetention } from '../server/modules/order-retention/run.ts';
import { adminUrl, rows, timed } from './support/postgres.ts';
import { setting } from './support/smoke.ts';

const orderTotal = setting('BENCH_ORDERS', 1_000_000, 2_000);
const batchSize = Number(process.env.BENCH_BATCH ?? 2_000);

/** 1,000,000 orders over 400 days in SQL: 9 in 10 finished, the rest open; a callback for 1 in 5, an SMS and a monitor line for 1 in 10. */
async function fill(db: Db): Promise<void> {
  await db.execute(
    sql`insert into users (id, account, nickname, password_hash, role) select g, 'bench' || g, 'bench' || g, '', case when g <= 20 then 'merchant' else 'supplier' end from generate_series(1, 40) g`,
  );
  await db.execute(sql`insert into balances (user_id, balance) select g, 1000000000 from generate_series(1, 40) g`);
  await db.execute(sql`insert into orders (id, order_code, merchant_id, mch_order_no, product_id, supplier_id, resource_id, amount, payable_amount, real_amount,
      status, merchant_fee, created_at, updated_at, completed_at)
    select g, 'B' || g, 1 + g % 20, 'M' || g, 90001, 21 + g % 20, 1 + g % 50, 10000 + g % 997, 10000 + g % 997,
      case when g % 10 < 6 then 10000 + g % 997 else 0 end,
      case when g % 10 < 6 then 3 when g % 10 = 6 then 8 when g % 10 = 7 then 2 when g % 10 = 8 then 13 else 1 end,
      case when g % 10 < 6 then 100 else 0 end,
      now() - (g % 400) * interval '1 day' - (g % 86400) * interval '1 second',
      now() - (g % 400) * interval '1 day' - (g % 86400) * interval '1 second',
      case when g % 10 < 6 then now() - (g % 400) * interval '1 day' - (g % 86400) * interval '1 second' + interval '90 seconds' end
    from generate_series(1, ${orderTotal}) g`);
  await db.execute(sql`select setval('orders_id_seq', ${orderTotal})`);
  await db.execute(sql`insert into order_callbacks (order_code, mch_order_no, merchant_id, url, request_body, success, attempt, created_at)
    select 'B' || g, 'M' || g, 1 + g % 20, 'https://merchant.example/n', '{}', true, 1, now() - (g % 400) * interval '1 day' from generate_series(1, ${orderTotal}, 5) g`);
  await db.execute(sql`insert into bank_statements (resource_id, supplier_id, amount, utr, device_message_id, received_at, matched_order_code, matched_at)
    select 1 + g % 50, 21 + g % 20, 10000 + g % 997, lpad(g::text, 12, '0'), 'D' || g, now() - (g % 400) * interval '1 day', 'B' || g, now() - (g % 400) * interval '1 day'
    from generate_series(1, ${orderTotal}, 10) g`);
  await db.execute(sql`insert into monitor_logs (resource_id, order_code, log_phase, content, created_at)
    select 1 + g % 50, 'B' || g, 'match', 'matched', now() - (g % 400) * interval '1 day' from generate_series(1, ${orderTotal}, 10) g`);
  await db.execute(sql`insert into fund_records (user_id, reason, amount, balance_before, balance_after, order_code, created_at)
    select 1 + g % 20, 1, 9900, 0, 9900, 'B' || g, now() - (g % 400) * interval '1 day' from generate_series(1, ${orderTotal}, 10) g`);
  await db.execute(sql`analyze`);
}

/** The filled orders: the writer's own (W…) change the figures by being created. */
const seeded = sql`${orders.orderCode} not like 'W%'`;

/** What a run must leave unchanged. */
async function snapshot(db: Db) {
  const [balances] = await rows<{ n: string; s: string }>(
    db,
    sql`select count(*) as n, sum(balance + reserved) as s from balances`,
  );
  const [funds] = await rows<{ n: string; s: string; m: string }>(
    db,
    sql`select count(*) as n, sum(amount) as s, max(id) as m from fund_records`,
  );
  return {
    balances,
    funds,
    all: await orderFigures(db, seeded),
    byDay: await figuresByDay(db, seeded, 'Asia/Kolkata'),
    byMerchant: await figuresByMerchant(db, seeded),
  };
}

async function main(): Promise<void> {
  const name = `bo_bench_retention_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  let failed = false;
  try {
    const db = database.db;
    await timed(`fill ${orderTotal.toLocaleString('en')} orders`, () => fill(db));
    const before = await timed('statistics, balances, fund records before', () => snapshot(db));
    const { cutoff } = await retentionCutoff(db, systemClock.now());
    const dry = await timed('dry run', () => countEligible(db, cutoff));
    console.log('dry run counts', dry);

    // Meanwhile a writer creates orders and pays open ones, as the platform would: its slowest
    // statement is what the run made others wait.
    let stop = false;
    let writes = 0;
    let slowestWrite = 0;
    const created: string[] = [];
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const t = performance.now();
        const code = `W${i}`;
        await db.execute(
          sql`insert into orders (order_code, merchant_id, mch_order_no, product_id, amount, status) values (${code}, 1, ${code}, 90001, 100, 1)`,
        );
        await db.execute(
          sql`update orders set remark = 'paid' where id = (select id from orders where status = 1 and remark = '' order by id limit 1)`,
        );
        slowestWrite = Math.max(slowestWrite, performance.now() - t);
        created.push(code);
        writes++;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    let maxWaiting = 0;
    const started = performance.now();
    const run = await runRetention(db, systemClock, {
      startedBy: null,
      batchSize,
      afterBatch: async () => {
        const [w] = await rows<{ n: string }>(db, sql`select count(*) as n from pg_locks where not granted`);
        maxWaiting = Math.max(maxWaiting, Number(w?.n ?? 0));
      },
    });
    const seconds = (performance.now() - started) / 1000;
    stop = true;
    await writer;
    const moved = Object.values(run.counts).reduce((a, b) => a + b, 0);
    console.log('run counts', run.counts, `in ${run.batches} batches of ${batchSize}`);
    console.log(
      `run: ${seconds.toFixed(1)} s, ${Math.round(run.counts.orders / seconds).toLocaleString('en')} orders/s, ${Math.round(moved / seconds).toLocaleString('en')} rows/s (all tables)`,
    );
    console.log(
      `longest lock held (longest batch transaction): ${run.longestBatchMs} ms; most lock waiters seen between batches: ${maxWaiting}`,
    );
    console.log(`concurrent writer: ${writes} create+update pairs, slowest ${slowestWrite.toFixed(1)} ms`);

    const after = await timed('statistics, balances, fund records after', () => snapshot(db));
    const same = JSON.stringify(after) === JSON.stringify(before);
    const dryMatches = JSON.stringify(dry) === JSON.stringify(run.counts);
    const [left] = await rows<{ n: string }>(db, sql`select count(*) as n from orders where order_code in ${created}`);
    const createdKept = Number(left?.n) === created.length;
    console.log(`check balances, fund records and statistics unchanged: ${same ? 'yes' : 'NO'}`);
    console.log(`check dry run counts = run counts: ${dryMatches ? 'yes' : 'NO'}`);
    console.log(`check orders created during the run untouched: ${createdKept ? 'yes' : 'NO'} (${created.length})`);
    failed = !same || !dryMatches || !createdKept;
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  if (failed) process.exit(1);
}

await main();
