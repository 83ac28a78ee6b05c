// `npm run bench:orders -- 1000000`: the order list over N orders (the argument or BENCH_ORDERS,
// default 1,000,000; 10,000,000 works, loaded in batches) and the signed create throughput, on
// PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Makes a
// fresh database, drops it at the end. Beside each latency it prints the CPU a call cost: the
// server's (this process, process.cpuUsage around the measured calls) and PostgreSQL's (the
// backends of the bench's own database and the WAL writer, checkpointer and background writer,
// found in pg_stat_activity and read from /proc/<pid>/stat; pg_stat_statements would need
// shared_preload_libraries, a server restart). In the same run pgbench inserts an order-shaped row
// into a scratch table of the same database from as many clients as the creates use, and the
// creates are printed as a share of its rate. The load average is printed at the start and the
// end: on a shared machine it says how far to trust the figures. Asserts nothing
// (docs/performance.md).
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ProductId } from '../src/contract/index.ts';
import { buildApp } from '../server/app.ts';
import { configFromEnv } from '../server/config.ts';
import { openDatabase, type Db } from '../server/db/client.ts';
import { seedDemoIfEmpty } from '../server/seed/demo.ts';
import { createSession } from '../server/modules/user/sessions.ts';
import { findUserByAccount } from '../server/modules/user/repository.ts';
import { admin, adminUrl, rows, timed } from './support/postgres.ts';
import { pct, ms } from './support/figures.ts';
import { createSetup } from './support/create-setup.ts';
import { benchProduct, forkCreateClient, type ClientJob } from './support/create-client.ts';
import { setting, smoke } from './support/smoke.ts';

const orderArg = process.argv.slice(2).find((a) => /^\d[\d_,]*$/.test(a));
const orderTotal = orderArg ? Number(orderArg.replace(/[_,]/g, '')) : setting('BENCH_ORDERS', 1_000_000, 2_000);
const listCalls = setting('BENCH_LIST_CALLS', 200, 5);
const createSeconds = setting('BENCH_CREATE_SECONDS', 10, 1);
/** How long pgbench inserts (BENCH_PGBENCH_SECONDS). */
const pgbenchSeconds = setting('BENCH_PGBENCH_SECONDS', 10, 1);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Orders a bulk statement inserts: 10 million in one statement would be one huge transaction. */
const loadBatch = 500_000;

/** The server's pg pool; PostgreSQL on 2 cores gains nothing from many more backends than cores. */
const poolSize = Number(process.env.BENCH_POOL ?? 10);
/**
 * BENCH_INSTANCES (default 2): after the one-instance runs, the concurrent creates again over this
 * many server processes on the same database (the bench's own and forked ones, each its own pg
 * pool of BENCH_POOL), the client's loops shared out among them as a load balancer would; 1 skips it.
 */
const instances = setting('BENCH_INSTANCES', 2, 2);
/** BENCH_SKIP_LIST=1: only the create run (quicker iterations). */
const skipList = process.env.BENCH_SKIP_LIST === '1';
/** BENCH_KEEP=1: stop after seeding and keep the database, to study plans with EXPLAIN. */
const keep = process.env.BENCH_KEEP === '1';

/**
 * N orders, half a million a statement: merchants skewed (a few big ones), statuses as in the demo
 * (most paid, a sixth timed out, 4% allocation failed), times over 30 days, busier in the evening
 * (India), suppliers from the accounts of the order's product.
 */
async function bulkOrders(db: Db, n: number): Promise<void> {
  for (let from = 1; from <= n; from += loadBatch) await bulkOrderBatch(db, from, Math.min(n, from + loadBatch - 1));
}

/** Orders `from`..`to` (their numbers make the codes unique), in one statement. */
async function bulkOrderBatch(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`
    with m as (select array_agg(id order by id) a from users where role = 'merchant'),
      r as (
        select array_agg(r.id order by r.id) rid, array_agg(r.supplier_id order by r.id) sid, array_agg(r.product_id order by r.id) pid
        from resources r join products p on p.id = r.product_id where p.kind = 'collection'),
      g as (
        select i, random() u1, random() u2, random() u3, random() u4, random() u5,
          -- Evening-heavy hours: a square root pulls the time of day towards its end.
          now() - (floor(random() * 30) || ' days')::interval - ((1 - sqrt(random())) * 86400 || ' seconds')::interval as t
        from generate_series(${from}::int, ${to}::int) i),
      s as (
        select g.*, case
            when u2 < 0.60 then 3 when u2 < 0.72 then 5 when u2 < 0.745 then 4 when u2 < 0.895 then 2
            when u2 < 0.935 then 10 when u2 < 0.965 then 8 when u2 < 0.99 then 13 when u2 < 0.995 then 9 else 1 end as st,
          1 + floor(u3 * array_length(r.rid, 1))::int as k, 1 + floor(u1 * u1 * array_length(m.a, 1))::int as mk,
          ((100 + floor(u4 * u4 * 49900)) * 100)::bigint as amt
        from g, r, m)
    insert into orders (order_code, merchant_id, mch_order_no, product_id, supplier_id, resource_id, amount, payable_amount,
      real_amount, status, order_type, order_mark, supplement_status, utr, client_ip, subject, body, payer, merchant_fee, supplier_fee,
      callback_count, callback_success, created_at, updated_at, completed_at, expires_at)
    select 'B' || to_char(s.t, 'YYYYMMDD') || lpad(s.i::text, 10, '0'), m.a[s.mk], 'BM' || s.i, r.pid[s.k],
      case when s.st = 10 then null else r.sid[s.k] end, case when s.st = 10 then null else r.rid[s.k] end, s.amt, s.amt,
      case when s.st in (3, 4, 5) then s.amt else 0 end, s.st, case when s.u5 < 0.94 then 0 when s.u5 < 0.96 then 1 when s.u5 < 0.975 then 2 else 5 end,
      case when s.u5 > 0.97 then 1 + floor(s.u4 * 5)::int end, case when s.st in (3, 4, 5) and s.u5 < 0.07 then 1 end,
      case when s.st in (3, 4, 5, 9) then lpad(((s.i::bigint * 7919) % 1000000000000)::text, 12, '0') end,
      '203.0.' || (s.i % 200) || '.' || (s.i % 250), 'Wallet top-up', 'UPI Main',
      case when s.i % 10 = 0 then jsonb_build_object('userName', 'Payer ' || (s.i % 5000), 'cardNumber', lpad((s.i % 100000)::text, 16, '4')) else '{}'::jsonb end,
      s.amt / 50, s.amt / 100, case when s.st in (3, 4) then 1 else 0 end, s.st = 3, s.t, s.t,
      case when s.st in (3, 4, 5) then s.t + ((30 + floor(s.u3 * 690)) || ' seconds')::interval end, s.t + interval '15 minutes'
    from s, r, m`);
}

const tick = 10; // USER_HZ is 100 on Linux

/** CPU milliseconds a process has used so far (/proc/<pid>/stat), 0 once it has ended or elsewhere. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * tick;
  } catch {
    return 0; // the process ended meanwhile
  }
}

/**
 * The PostgreSQL processes working for this bench: its own database's backends, and the WAL
 * writer, checkpointer and background writer every database shares (on a shared server they also
 * work a little for others). Other databases' backends (other people's tests) are left out.
 */
async function postgresCpu(probe: pg.Client): Promise<Map<number, number>> {
  const r = await probe.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() or backend_type in ('walwriter', 'checkpointer', 'background writer')`,
  );
  return new Map(r.rows.map(({ pid }) => [pid, processCpuMs(pid)]));
}

/** PostgreSQL's CPU milliseconds between two snapshots: a backend that began meanwhile counts whole. */
const postgresSpent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);

const serverCpuMs = () => {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000;
};

/** This process's and PostgreSQL's CPU, and the machine's busy and total milliseconds (/proc/stat). */
async function cpuSnapshot(probe: pg.Client) {
  const postgres = await postgresCpu(probe);
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  return { postgres, busy: (total - idle) * tick, total: total * tick, server: serverCpuMs() };
}

/** pgbench of the PostgreSQL packages, on PATH or where Debian installs it. */
function findPgbench(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' }).trim();
  } catch {
    const dir = '/usr/lib/postgresql';
    const found = existsSync(dir)
      ? readdirSync(dir)
          .map((v) => join(dir, v, 'bin', 'pgbench'))
          .filter((f) => existsSync(f))
      : [];
    if (!found[0]) throw new Error('pgbench not found (Debian: the postgresql package has it)');
    return found[0];
  }
}

/**
 * pgbench inserting an order-shaped row (the columns a create writes, the orders table's indexes,
 * unique codes) into a scratch table of the bench's database from `clients` connections for
 * `seconds`: what PostgreSQL does here for a row like a create's, without the server's work. The
 * scratch table starts empty, so its indexes are smaller than those of the loaded orders table.
 */
async function pgbenchOrders(db: Db, dbUrl: URL, clients: number, seconds: number): Promise<number> {
  await db.execute(sql`create table pgbench_orders (like orders including all)`);
  await db.execute(sql`create sequence pgbench_orders_seq`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-orders-pgbench-'));
  const script = join(dir, 'order.sql');
  writeFileSync(
    script,
    `\\set amount random(100, 50000) * 100
insert into pgbench_orders (order_code, merchant_id, mch_order_no, product_id, supplier_id, resource_id, amount,
  payable_amount, real_amount, status, client_ip, notify_url, subject, body, merchant_fee, supplier_fee, expires_at)
values ('P' || nextval('pgbench_orders_seq'), 1, 'PM' || currval('pgbench_orders_seq'), ${benchProduct}, 1, 1, :amount,
  :amount, 0, 1, '203.0.113.9', 'https://merchant.example/notify', 'Bench', 'UPI Main', :amount / 40, :amount / 100,
  now() + interval '15 minutes');
`,
  );
  try {
    const out = execFileSync(
      findPgbench(),
      [
        '-n',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-f',
        script,
        '-h',
        dbUrl.hostname,
        '-p',
        dbUrl.port || '5432',
        '-U',
        decodeURIComponent(dbUrl.username || 'postgres'),
        dbUrl.pathname.slice(1),
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, ...(dbUrl.password ? { PGPASSWORD: decodeURIComponent(dbUrl.password) } : {}) },
      },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
    if (!tps) throw new Error(`pgbench printed no rate:\n${out}`);
    return Number(tps);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await db.execute(sql`drop table pgbench_orders`);
    await db.execute(sql`drop sequence pgbench_orders_seq`);
  }
}

async function createRun(
  probe: pg.Client,
  bases: string[],
  /** Server processes other than this one, whose CPU counts as the server's. */
  serverPids: number[],
  merchantId: number,
  key: string,
  clients: number,
  seconds: number,
  label: string,
) {
  const job: ClientJob = { bases, merchantId, key, clients, seconds, label };
  // A module of its own, so the child loads the client and not the server's modules.
  const client = forkCreateClient(job);
  await client.ready;
  const othersCpu = () => serverPids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  const before = await cpuSnapshot(probe);
  const others0 = othersCpu();
  const r = await client.start();
  const after = await cpuSnapshot(probe);
  const others = othersCpu() - others0;
  const server = after.server - before.server + others;
  const postgres = postgresSpent(before.postgres, after.postgres);
  const busy = after.busy - before.busy;
  return {
    ...r,
    cpu: {
      server,
      postgres,
      client: r.cpuMs,
      other: Math.max(0, busy - server - postgres - r.cpuMs),
      busyPct: (100 * busy) / Math.max(1, after.total - before.total),
    },
  };
}

/** A further server instance: the app on the bench's database, on a port of its own, until told to stop. */
interface InstanceJob {
  url: string;
}
if (process.env.BENCH_INSTANCE) {
  const job = JSON.parse(process.env.BENCH_INSTANCE) as InstanceJob;
  const database = await openDatabase({ url: job.url, poolSize });
  const app = await buildApp({ config: { ...configFromEnv({}), staticDir: '/nonexistent' }, db: database.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  await app.close();
  await database.close();
  process.exit(0);
}

/** Starts `n` further instances; each answers with its address. */
async function startInstances(url: string, n: number) {
  const started = await Promise.all(
    Array.from({ length: n }, async () => {
      const child = fork(fileURLToPath(import.meta.url), [], {
        env: { ...process.env, BENCH_INSTANCE: JSON.stringify({ url } satisfies InstanceJob) },
        execArgv: process.execArgv,
      });
      const base = await new Promise<string>((resolve, reject) => {
        child.once('message', (m) => resolve(String(m)));
        child.once('exit', (code) => reject(new Error(`bench instance exited (${code}) before listening`)));
      });
      return { child, base };
    }),
  );
  return {
    bases: started.map((s) => s.base),
    pids: started.map((s) => s.child.pid!),
    stop: () =>
      Promise.all(
        started.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              child.once('exit', () => resolve());
              child.send('stop');
            }),
        ),
      ),
  };
}

const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`load average at the start: ${loadNow()} (1, 5, 15 min)`);
const dbName = `bo_bench_${process.pid}`;
await admin(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const database = await openDatabase({ url: url.toString(), poolSize: poolSize });
// A connection of its own that finds PostgreSQL's processes for the CPU figures.
const probe = new pg.Client({ connectionString: url.toString() });
try {
  await probe.connect();
  const { db } = database;
  await timed('seed users, products, accounts (demo seed, 2,000 orders)', () =>
    seedDemoIfEmpty(db, { orderCount: 2000 }),
  );
  await timed(`insert ${orderTotal.toLocaleString('en')} orders (INSERT ... SELECT generate_series)`, () =>
    bulkOrders(db, orderTotal),
  );
  // After a bulk load the visibility map is empty; autovacuum fills it in a live system. Without it
  // the capped count's index-only scans visit the heap.
  await timed('VACUUM ANALYZE', () => db.execute(sql`vacuum analyze`));
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from orders`);
  console.log(`orders in the table: ${n.toLocaleString('en')}`);
  if (keep) {
    console.log(`kept for EXPLAIN: ${url.toString()} (drop it by hand)`);
    process.exit(0);
  }

  // /metrics on the app's port behind a token: the run reports how the order counters moved.
  const metricsToken = randomBytes(16).toString('hex');
  const app = await buildApp({ config: { ...configFromEnv({}), staticDir: '/nonexistent', metricsToken }, db });
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
    supplier01: await token('supplier01'),
    agent0001: await token('agent0001'),
  };
  // A 1% sample finds nothing in a smoke run's few thousand orders: then all of them.
  const sample = await rows<{ code: string; mch: string }>(
    db,
    sql`select order_code as code, mch_order_no as mch from orders tablesample system (${n < 100_000 ? 100 : 1}) limit ${listCalls}`,
  );
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const list = async (account: keyof typeof tokens, query: Record<string, string>) => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1.0/order/getList',
      query: { pageNum: '20', ...query },
      headers: { token: tokens[account] },
    });
    const body = res.json() as {
      code: number;
      data: { total: number; totalCapped: boolean; nextCursor: string | null };
    };
    if (body.code !== 200) throw new Error(`getList ${JSON.stringify(query)}: ${res.body}`);
    return body.data;
  };
  // The first page's capped count is what a cursor page skips: the two side by side say what it costs.
  const secondCursor = (await list('admin0001', {})).nextCursor ?? '';

  const cases: [string, keyof typeof tokens, (i: number) => Record<string, string>][] = [
    ['admin, no filter', 'admin0001', () => ({})],
    ['admin, page 2 by cursor (no count)', 'admin0001', () => ({ cursor: secondCursor })],
    ['merchant scope (merchant01)', 'merchant01', () => ({})],
    ['supplier scope (supplier01)', 'supplier01', () => ({})],
    ['agent scope (agent0001, team)', 'agent0001', () => ({})],
    ['admin, by status 2 (timed out)', 'admin0001', () => ({ orderStatusId: '2' })],
    ['admin, one day', 'admin0001', () => ({ startTime: `${day} 00:00:00`, endTime: `${day} 23:59:59` })],
    ['admin, by orderCode', 'admin0001', (i) => ({ orderCode: sample[i % sample.length]!.code })],
    ['admin, by merchantOrderId', 'admin0001', (i) => ({ merchantOrderId: sample[i % sample.length]!.mch })],
    ['admin, page 50 of no filter', 'admin0001', () => ({ pageIndex: '50' })],
  ];
  console.log(
    `\ngetList, ${listCalls} calls each, one at a time (app.inject, page size 20; CPU a call: this process, which is the server and app.inject's client, and PostgreSQL):`,
  );
  for (const [label, account, query] of skipList ? [] : cases) {
    const times: number[] = [];
    let total = 0;
    let capped = false;
    for (let i = 0; i < 5; i++) await list(account, query(i)); // warms caches and plans
    const pg0 = await postgresCpu(probe);
    const cpu0 = serverCpuMs();
    for (let i = 0; i < listCalls; i++) {
      const t = performance.now();
      const page = await list(account, query(i));
      times.push(performance.now() - t);
      total = page.total;
      capped = page.totalCapped;
    }
    const serverCpu = (serverCpuMs() - cpu0) / listCalls;
    const postgresCpuPerCall = postgresSpent(pg0, await postgresCpu(probe)) / listCalls;
    console.log(
      `  ${label.padEnd(36)} p50 ${ms(pct(times, 50)).padStart(9)}  p95 ${ms(pct(times, 95)).padStart(9)}  CPU server ${ms(serverCpu).padStart(8)}, PostgreSQL ${ms(postgresCpuPerCall).padStart(8)}  total ${capped ? '>' : ''}${total}`,
    );
  }

  const { merchantId, key } = await createSetup(db, benchProduct, 'Bench product');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const counters = async () => {
    const text = await (
      await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text();
    const value = (prefix: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith(prefix))
        .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
    return {
      created: value(`bo_orders_created_total{product="${benchProduct}"}`),
      requests: value('bo_http_requests_total{method="POST",route="/v1.0/api/order/create"'),
    };
  };

  const pgbenchRate = await pgbenchOrders(db, url, concurrency, pgbenchSeconds);
  console.log(
    `\npgbench, order-shaped insert into a scratch table, ${concurrency} clients, ${pgbenchSeconds} s: ${pgbenchRate.toFixed(0)} per second`,
  );

  const before = await counters();
  /** Warms plans, JIT and the pools, then measures; prints the run and answers its rate. */
  const measured = async (bases: string[], serverPids: number[], clients: number, what: string) => {
    const tag = `${bases.length}I${clients}`;
    await createRun(probe, bases, serverPids, merchantId, key, clients, smoke ? 0.5 : 2, `W${tag}`);
    const r = await createRun(probe, bases, serverPids, merchantId, key, clients, createSeconds, `M${tag}`);
    const per = (cpuMs: number) => `${(cpuMs / Math.max(1, r.ok + r.failed)).toFixed(2)} ms`;
    console.log(
      `\ncreate (signed, allocated; HTTP, ${clients} concurrent, ${what}, ${r.secs.toFixed(1)} s): ${(r.ok / r.secs).toFixed(0)} per second allocated, ${r.failed} not allocated or failed; p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`,
    );
    console.log(
      `  CPU per create: server ${per(r.cpu.server)}, PostgreSQL ${per(r.cpu.postgres)}, client ${per(r.cpu.client)}; machine busy ${r.cpu.busyPct.toFixed(0)}% of 2 cores, of which other processes ${per(r.cpu.other)} a create`,
    );
    return r.ok / r.secs;
  };
  await measured([base], [], 1, 'one instance');
  const concurrentRate = await measured([base], [], concurrency, 'one instance');
  console.log(
    `\ncreates: ${((100 * concurrentRate) / Math.max(1, pgbenchRate)).toFixed(1)} % of pgbench's order-shaped insert (${concurrentRate.toFixed(0)} against ${pgbenchRate.toFixed(0)} a second, ${concurrency} clients each)`,
  );
  if (instances > 1) {
    const more = await startInstances(url.toString(), instances - 1);
    try {
      const rate = await measured([base, ...more.bases], more.pids, concurrency, `${instances} instances`);
      console.log(
        `creates on ${instances} instances: ${(rate / Math.max(1, concurrentRate)).toFixed(2)}x one instance (${rate.toFixed(0)} against ${concurrentRate.toFixed(0)} a second); ${((100 * rate) / Math.max(1, pgbenchRate)).toFixed(1)} % of pgbench`,
      );
    } finally {
      await more.stop();
    }
  }
  const after = await counters();
  console.log(
    `/metrics of the bench's own instance: bo_orders_created_total{product="${benchProduct}"} ${before.created} -> ${after.created}; create requests counted ${before.requests} -> ${after.requests}`,
  );
  console.log(`product ${ProductId.mainProduct} untouched; bench product ${benchProduct} took the creates`);
  console.log(`load average at the end: ${loadNow()} (1, 5, 15 min)`);
  await app.close();
} finally {
  await probe.end().catch(() => undefined);
  await database.close();
  if (!keep) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
