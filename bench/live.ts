// `npm run bench:live`: the live websocket (decision 027). On PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres): a fresh database, dropped at the end, and the real
// server (server/main.ts) as a child process, so its memory is its own. Prints:
//  1. create -> newOrder event: 100 orders placed one by one through the signed merchant API, the
//     time from sending the create to the admin's websocket receiving the order (the system
//     notification itself is shown by the browser's service worker, which a bench cannot time);
//  2. idle clients: BENCH_CLIENTS (default 10,000) authenticated websockets heartbeating every
//     20 s like the live worker, and the server's RSS (/proc/<pid>/status) at 1k, 5k and 10k.
// Asserts nothing (docs/performance.md has the figures).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { constants, liveWsPath, signParams } from '../src/contract/index.ts';
import { openDatabase, type Db } from '../server/db/client.ts';
import { seedDemoIfEmpty } from '../server/seed/demo.ts';
import { createSession } from '../server/modules/user/sessions.ts';
import { findUserByAccount } from '../server/modules/user/repository.ts';
import { admin, adminUrl } from './support/postgres.ts';
import { pct, ms } from './support/figures.ts';
import { setting, smoke } from './support/smoke.ts';

const orders = setting('BENCH_ORDERS', 100, 3);
const clientTotal = setting('BENCH_CLIENTS', 10_000, 10);
const port = Number(process.env.BENCH_PORT ?? 18_000 + (process.pid % 1000));
/** Upgrades in flight at once while connecting the idle clients. */
const connectBatch = 200;
const checkpoints = [1_000, 5_000, 10_000, 20_000].filter((n) => n <= clientTotal);
if (!checkpoints.includes(clientTotal)) checkpoints.push(clientTotal);

/** The part of a `ws` client used here (the project has no @types/ws). */
interface WsClient {
  readonly readyState: number;
  on(event: 'open', f: () => void): void;
  on(event: 'message', f: (data: Buffer) => void): void;
  on(event: 'error', f: (e: Error) => void): void;
  on(event: 'close', f: (code: number) => void): void;
  send(data: string): void;
  terminate(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  options?: { perMessageDeflate?: boolean; headers?: Record<string, string> },
) => WsClient;

const mib = (kb: number) => `${(kb / 1024).toFixed(0)} MiB`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

/** VmRSS and VmHWM of a process, in KiB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

function startServer(databaseUrl: string): ChildProcess {
  // `./server/main.ts`: a machine-wide `pkill -f "node --import tsx server/main"` (the e2e script) spares it.
  return spawn(process.execPath, ['--import', 'tsx', './server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: 'true',
      SEED_DEMO: 'false',
      // A start without demo data is a production one: it needs a key of its own (docs/configuration.md).
      RESOURCE_SECRET_KEY: randomBytes(32).toString('hex'),
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: process.env.BENCH_SERVER_LOG === '1' ? 'info' : 'warn',
    },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG === '1' ? 'inherit' : 'ignore', 'inherit'],
  });
}

async function waitUp(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error('server did not start within 60 s');
}

/** One live client as the worker runs it: heartbeat at once and every 20 s, storing the reply's key. */
function connect(token: string, onPush?: (orderCode: string, at: number) => void): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    // The token header, as clients other than the browser's worker do: a token in the URL is refused (decision 049).
    const ws = new WebSocket(`ws://127.0.0.1:${port}${liveWsPath}`, { perMessageDeflate: false, headers: { token } });
    let requestId = 0;
    let key = '';
    let timer: ReturnType<typeof setInterval> | null = null;
    const beat = () =>
      ws.readyState === 1 &&
      ws.send(JSON.stringify({ requestId: requestId++, commandType: 'heartbeat', data: { key }, token }));
    ws.on('open', () => {
      beat();
      // Spread over the period, as tabs opened at different times would be.
      setTimeout(() => {
        beat();
        timer = setInterval(beat, constants.heartbeatMs);
      }, Math.random() * constants.heartbeatMs);
      resolve(ws);
    });
    ws.on('message', (data) => {
      const at = performance.now();
      const m = JSON.parse(String(data)) as { commandType?: string; data?: { key?: string; orderCode?: string } };
      if (m.commandType === 'newOrder' && m.data?.orderCode) onPush?.(m.data.orderCode, at);
      else if (typeof m.data?.key === 'string') key = m.data.key;
    });
    ws.on('error', reject);
    ws.on('close', () => timer && clearInterval(timer));
  });
}

const benchProduct = 95_002;

/**
 * A product of its own with 20 accounts without limits (as bench/orders.ts): the demo product's
 * limits would fail allocation after a few dozen orders, and allocation-failed orders are never
 * announced. merchant01's demo IP whitelist already lets in the loopback address the creates
 * come from.
 */
async function productSetup(db: Db, merchantId: number): Promise<void> {
  await db.execute(
    sql`insert into products (id, name, kind, resource_type, currency) values (${benchProduct}, 'Live bench product', 'collection', 'opt', 'INR')`,
  );
  await db.execute(
    sql`insert into user_products (user_id, product_id, rate, fixed_fee) values (${merchantId}, ${benchProduct}, 250, 0)`,
  );
  const suppliers = (
    (await db.execute(
      sql`select id from users where role = 'supplier' and status = 0 and accept_orders order by id limit 5`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  for (const s of suppliers) {
    await db.execute(
      sql`insert into user_products (user_id, product_id, rate, fixed_fee) values (${s.id}, ${benchProduct}, 100, 0) on conflict do nothing`,
    );
    await db.execute(sql`update balances set balance = balance + 100000000000 where user_id = ${s.id}`);
    for (let i = 0; i < 4; i++) {
      await db.execute(sql`insert into resources (supplier_id, product_id, type, state, monitor_state, max_concurrent, daily_count_limit, daily_amount_limit, min_order_balance)
        values (${s.id}, ${benchProduct}, 'opt', 0, 1, 1000000, 0, 0, 0)`);
    }
  }
}

const dbName = `bo_live_bench_${process.pid}`;
await admin(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
let server: ChildProcess | null = null;
const sockets: WsClient[] = [];
try {
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  await seedDemoIfEmpty(database.db, { orderCount: 200 });
  const adminUser = (await findUserByAccount(database.db, 'admin0001'))!;
  const merchant = (await findUserByAccount(database.db, 'merchant01'))!;
  await productSetup(database.db, merchant.id);
  const { token } = await createSession(database.db, adminUser.id, {
    ip: '127.0.0.1',
    userAgent: 'bench',
    now: new Date(),
    days: 1,
  });
  const merchantKey = merchant.merchantKey!;
  await database.close();

  server = startServer(url.toString());
  await waitUp(server);
  const pid = server.pid!;
  console.log(`server pid ${pid}, port ${port}, RSS after start ${mib(memoryOf(pid).rss)}`);

  // 1. create -> event, one order at a time.
  let waiting: { t0: number; resolve: (r: { code: string; at: number }) => void } | null = null;
  const watcher = await connect(token, (code, at) => waiting?.resolve({ code, at }));
  sockets.push(watcher);
  await sleep(500);
  const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
  const create = async (n: number) => {
    const params = {
      mchId: merchant.id,
      productId: benchProduct,
      mchOrderNo: `LB${process.pid}N${n}`,
      amount: '31400',
      notifyUrl: 'https://merchant.example/notify',
      subject: 'Bench',
      clientIp: '203.0.113.9',
    };
    const res = await fetch(`http://127.0.0.1:${port}/v1.0/api/order/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...params, sign: signParams(params, merchantKey, md5) }),
    });
    return (await res.json()) as { code: number; msg: string; data?: { orderCode: string; status: number } };
  };
  const measure = async (n: number) => {
    const t0 = performance.now();
    const event = new Promise<{ code: string; at: number }>((resolve) => (waiting = { t0, resolve }));
    const answer = await create(n);
    const answeredAt = performance.now();
    if (answer.code !== 200) throw new Error(`create failed: ${answer.code} ${answer.msg}`);
    if (answer.data?.status !== 1)
      throw new Error(`order ${answer.data?.orderCode} not allocated (status ${answer.data?.status})`);
    const got = await Promise.race([event, sleep(5000).then(() => null)]);
    waiting = null;
    if (!got) throw new Error(`order ${answer.data?.orderCode} never reached the websocket`);
    if (got.code !== answer.data?.orderCode) throw new Error(`expected ${answer.data?.orderCode}, got ${got.code}`);
    return { event: got.at - t0, answer: answeredAt - t0 };
  };
  for (let i = 0; i < 5; i++) await measure(-i - 1); // warms plans, JIT, the pool
  const events: number[] = [];
  const answers: number[] = [];
  for (let i = 0; i < orders; i++) {
    const r = await measure(i);
    events.push(r.event);
    answers.push(r.answer);
  }
  console.log(`\ncreate -> newOrder event at the admin's websocket, ${orders} orders one by one:`);
  console.log(`  event    p50 ${ms(pct(events, 50))}  p95 ${ms(pct(events, 95))}  max ${ms(Math.max(...events))}`);
  console.log(
    `  (create answer p50 ${ms(pct(answers, 50))}  p95 ${ms(pct(answers, 95))}; the event is published after the commit)`,
  );

  // 2. idle clients.
  console.log(`\nidle authenticated websockets (heartbeat every ${constants.heartbeatMs / 1000} s), server RSS:`);
  let failed = 0;
  const t0 = performance.now();
  for (const target of checkpoints) {
    while (sockets.length - 1 < target) {
      const n = Math.min(connectBatch, target - (sockets.length - 1));
      const batch = await Promise.allSettled(Array.from({ length: n }, () => connect(token)));
      for (const r of batch) {
        if (r.status === 'fulfilled') sockets.push(r.value);
        else failed++;
      }
      if (failed > 100) throw new Error(`${failed} connections failed`);
    }
    await sleep(smoke ? 200 : 2000);
    const m = memoryOf(pid);
    console.log(
      `  ${String(target).padStart(6)} clients: RSS ${mib(m.rss)} (peak ${mib(m.peak)}), ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
  }
  // A full heartbeat round and the idle timeout's worth: every client must still be open (a
  // smoke run only checks they are open a moment later).
  const idleMs = smoke ? 1000 : constants.heartbeatMs * 3 + 5000;
  await sleep(idleMs);
  const open = sockets.filter((s) => s.readyState === 1).length;
  const m = memoryOf(pid);
  console.log(
    `  after ${idleMs / 1000} s of heartbeats: ${open - 1} of ${sockets.length - 1} open, RSS ${mib(m.rss)} (peak ${mib(m.peak)}), failed to connect ${failed}`,
  );
  const loaded = await measure(orders);
  console.log(
    `  one order with all ${sockets.length - 1} connected (every one an admin, so every one is sent it): ${ms(loaded.event)} to the watcher`,
  );
} finally {
  for (const s of sockets) s.terminate();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
process.exit(0);
