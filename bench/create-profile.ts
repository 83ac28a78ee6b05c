// `node --import tsx bench/create-profile.ts`: what one signed order create and one getList of 20
// rows cost the server process, on PostgreSQL (BENCH_DATABASE_URL). Makes a fresh database with the
// demo seed, prints the SQL statements one create sends, then drives signed creates from a child
// process (PROFILE_CLIENTS concurrent, PROFILE_SECONDS long, 0 for none) and prints the server's CPU per create;
// then the server CPU per create made one at a time and per getList call (app.inject, the admin
// and a merchant; PROFILE_LIST_CALLS calls a round, PROFILE_REPEATS rounds).
// PROFILE_CPU=<file.cpuprofile> to write a CPU profile of the server over the first create run
// only (node:inspector; the seed and start-up left out); PROFILE_LIST_CPU=<prefix> likewise for
// the first round of getList calls of each account.
// Asserts nothing; docs/performance.md keeps the figures.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { signParams } from '../src/contract/index.ts';
import { buildApp } from '../server/app.ts';
import { configFromEnv } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoIfEmpty } from '../server/seed/demo.ts';
import { createSession } from '../server/modules/user/sessions.ts';
import { findUserByAccount } from '../server/modules/user/repository.ts';
import { admin, adminUrl } from './support/postgres.ts';
import { pct } from './support/figures.ts';
import { createSetup } from './support/create-setup.ts';
import { forkCreateClient } from './support/create-client.ts';

const seconds = Number(process.env.PROFILE_SECONDS ?? 20);
const clients = Number(process.env.PROFILE_CLIENTS ?? 16);
const listCalls = Number(process.env.PROFILE_LIST_CALLS ?? 300);
const repeats = Number(process.env.PROFILE_REPEATS ?? 3);
const product = 95_002;

/** A CPU profile of this process while `f` runs, written to `file` (no profile without a file). */
async function profiled<T>(file: string | undefined, f: () => Promise<T>): Promise<T> {
  if (!file) return f();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await f();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

const dbName = `bo_profile_${process.pid}`;
await admin(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const database = await openDatabase({ url: url.toString(), poolSize: 10 });
try {
  const { db } = database;
  await seedDemoIfEmpty(db, { orderCount: 2000 });
  await db.execute(sql`vacuum analyze`);
  const { merchantId, key } = await createSetup(db, product, 'Profile product');
  const app = await buildApp({ config: { ...configFromEnv({}), staticDir: '/nonexistent' }, db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // The statements of one create, as the pg client sends them (after a warm-up create).
  const seen: string[] = [];
  const query = pg.Client.prototype.query;
  const signed = (n: string) => {
    const params = {
      mchId: merchantId,
      productId: product,
      mchOrderNo: n,
      amount: '10000',
      notifyUrl: 'https://merchant.example/notify',
      subject: 'Profile',
      clientIp: '203.0.113.9',
    };
    return {
      ...params,
      sign: signParams(params, key, (s) => createHash('md5').update(s, 'utf8').digest('hex')),
    };
  };
  for (const n of ['warm1', 'warm2'])
    await app.inject({ method: 'POST', url: '/v1.0/api/order/create', payload: signed(n) });
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [q] = args as [string | { text?: string; name?: string }];
    seen.push(typeof q === 'string' ? q : `${q.name ? `[${q.name}] ` : ''}${q.text ?? ''}`);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  await app.inject({ method: 'POST', url: '/v1.0/api/order/create', payload: signed('traced') });
  await new Promise((r) => setTimeout(r, 200)); // what runs after the answer (events, pushes)
  pg.Client.prototype.query = query;
  console.log(`statements of one create (${seen.length}):`);
  for (const s of seen) console.log(`  ${s.replace(/\s+/g, ' ').slice(0, 160)}`);

  for (let r = 0; seconds > 0 && r < repeats; r++) {
    const client = forkCreateClient({
      bases: [base],
      merchantId,
      key,
      clients,
      seconds,
      label: `P${r}`,
      productId: product,
    });
    await client.ready;
    const c0 = cpuMs();
    const t0 = performance.now();
    const done = await profiled(r === 0 ? process.env.PROFILE_CPU : undefined, client.start);
    const server = cpuMs() - c0;
    const secs = (performance.now() - t0) / 1000;
    const n = done.ok + done.failed;
    console.log(
      `creates, ${clients} clients, ${secs.toFixed(1)} s: ${(done.ok / secs).toFixed(0)}/s, ${done.failed} failed; server CPU ${(server / Math.max(1, n)).toFixed(3)} ms a create`,
    );
  }

  // One create at a time through app.inject: no sockets and no waiting on the machine's other
  // work between creates, so the CPU per create moves less with the load than over HTTP.
  const injected: number[] = [];
  for (let r = 0; r < repeats; r++) {
    const c0 = cpuMs();
    for (let i = 0; i < listCalls; i++) {
      const res = await app.inject({ method: 'POST', url: '/v1.0/api/order/create', payload: signed(`I${r}N${i}`) });
      if (res.statusCode !== 200) throw new Error(`create: ${res.body.slice(0, 200)}`);
    }
    injected.push((cpuMs() - c0) / listCalls);
  }
  console.log(
    `creates one at a time (app.inject): server CPU ${injected.map((x) => x.toFixed(2)).join(' / ')} ms a create (median ${pct(injected, 50).toFixed(2)})`,
  );

  const token = async (account: string) =>
    (
      await createSession(db, (await findUserByAccount(db, account))!.id, {
        ip: '127.0.0.1',
        userAgent: 'profile',
        now: new Date(),
        days: 1,
      })
    ).token;
  for (const account of ['admin0001', 'merchant01']) {
    const t = await token(account);
    // The answer is parsed on the warm-up calls only: parsing it is the client's work, not the server's.
    const call = async (check = false) => {
      const res = await app.inject({
        method: 'GET',
        url: '/v1.0/order/getList',
        query: { pageNum: '20' },
        headers: { token: t },
      });
      if (res.statusCode !== 200) throw new Error(`${account}: ${res.body.slice(0, 200)}`);
      if (!check) return;
      const body = res.json() as { code: number; data: { list: unknown[] } };
      if (body.code !== 200 || body.data.list.length !== 20) throw new Error(`${account}: ${res.body.slice(0, 200)}`);
    };
    for (let i = 0; i < 30; i++) await call(true);
    const per: number[] = [];
    for (let r = 0; r < repeats; r++) {
      const c0 = cpuMs();
      const file =
        r === 0 && process.env.PROFILE_LIST_CPU ? `${process.env.PROFILE_LIST_CPU}.${account}.cpuprofile` : undefined;
      await profiled(file, async () => {
        for (let i = 0; i < listCalls; i++) await call();
      });
      per.push((cpuMs() - c0) / listCalls);
    }
    console.log(
      `getList 20 rows, ${account}: server CPU ${per.map((x) => x.toFixed(2)).join(' / ')} ms a call (median ${pct(per, 50).toFixed(2)})`,
    );
  }
  await app.close();
} finally {
  await database.close();
  // PROFILE_KEEP=1 keeps the database, to EXPLAIN the create's statements (docs/performance.md).
  if (process.env.PROFILE_KEEP === '1') console.log(`kept: ${url.toString()}`);
  else await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
