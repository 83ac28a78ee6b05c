import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { storeFailure } from '../../server/db/errors.ts';
import { forgetCachedSettings } from '../../server/modules/system-config/cache.ts';
import { until } from './support/until.ts';

/**
 * The database going away must cost the requests of that moment only (docs/operations.md "When the
 * database goes away"): they answer 503 with Retry-After in the envelope, the process stays up, and
 * the pool reconnects by itself. Each test has a database of its own, never another's.
 */
const admin = process.env.TEST_DATABASE_URL;
const brandPath = '/v1.0/public/brand';

async function adminQuery(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** A database copied from the run's migrated template, dropped at the end. */
async function ownDatabase(): Promise<{ name: string; url: (port?: number) => string }> {
  const name = `bo_outage_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt === 20) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
  return {
    name,
    url: (port) => {
      const url = new URL(admin!);
      url.pathname = `/${name}`;
      if (port) url.port = String(port);
      url.hostname = port ? '127.0.0.1' : url.hostname;
      return url.toString();
    },
  };
}

async function appOn(url: string): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ url, poolSize: 5 });
  const config = { ...configFromEnv({}), staticDir: '/nonexistent', seedDemo: false };
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  return { app, database };
}

const brand = (app: FastifyInstance) => app.inject({ method: 'GET', url: brandPath });

/** An answer while the database is away: the envelope's 503, nothing else. */
function expectUnavailable(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBeDefined();
  expect(res.json()).toMatchObject({ code: 503, msgId: 'errors.unavailable' });
}

describe.skipIf(!admin)('the database going away (PostgreSQL)', () => {
  it('answers 503 to the request in flight when every pool backend is terminated, keeps serving, and recovers', async () => {
    const db = await ownDatabase();
    const { app, database } = await appOn(db.url());
    // A lock the brand read waits behind, so one request is certainly in flight at the cut.
    const locker = new pg.Client({ connectionString: db.url() });
    await locker.connect();
    // Resumed in `finally` too: a transaction left waiting would hold its connection and keep the
    // pool's end (and the test) waiting for ever, hiding the assertion that failed.
    let resume = () => {};
    const paused = new Promise<void>((r) => (resume = r));
    try {
      // A stream of requests before the cut: all answered.
      const before = await Promise.all(Array.from({ length: 20 }, () => brand(app)));
      expect(before.map((r) => r.statusCode)).toEqual(before.map(() => 200));

      // A transaction between two statements holds its connection with no query running: the
      // connection's 'error' event then has only the server's own listener to land on.
      const transaction = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await paused;
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (e: unknown) => e,
        );

      await locker.query('BEGIN');
      await locker.query('LOCK TABLE system_config IN ACCESS EXCLUSIVE MODE');
      // The stream starts only once the in-flight request waits on the lock: started together, a
      // stream request could take the lock's queue first, and the in-flight one, still waiting for a
      // pool connection, would get a fresh one after the cut and wait on a lock released only after it.
      // The brand's settings are kept for a second (decision 123): forgotten, the read goes to the table.
      forgetCachedSettings();
      const inFlight = brand(app);
      await until(
        async () =>
          (
            await locker.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
              [db.name],
            )
          ).rows[0]?.n ?? 0,
        (n) => n > 0,
      );
      const stream = Array.from({ length: 10 }, () => brand(app));
      await adminQuery(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${db.name}' and pid <> ${(locker as unknown as { processID: number }).processID}`,
      );
      expectUnavailable(await inFlight);
      resume();
      expect(storeFailure(await transaction)).toBe('unavailable');
      await locker.query('ROLLBACK');
      for (const res of await Promise.all(stream)) {
        if (res.statusCode !== 200) expectUnavailable(res);
      }
      // New requests succeed again within 5 s, on connections the pool opened by itself.
      const after = await until(
        () => brand(app),
        (r) => r.statusCode === 200,
        5_000,
      );
      expect(after.json()).toMatchObject({ code: 200 });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
    } finally {
      resume();
      await locker.end().catch(() => undefined);
      await app.close();
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
    }
  });

  describe('a database server that restarts (a TCP proxy the test cuts and brings back)', () => {
    let proxy: Server;
    let port = 0;
    const sockets = new Set<Socket>();
    let db: Awaited<ReturnType<typeof ownDatabase>>;
    let app: FastifyInstance;
    let database: Database;
    const target = new URL(admin ?? 'postgres://127.0.0.1:5432/test');

    const startProxy = async (onPort: number) => {
      proxy = createServer((client) => {
        const server = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, server]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(server).pipe(client);
      });
      proxy.listen(onPort, '127.0.0.1');
      await once(proxy, 'listening');
      port = (proxy.address() as AddressInfo).port;
    };
    /** Like a server going down: every connection cut, new ones refused. */
    const cut = async () => {
      const closed = new Promise((r) => proxy.close(r));
      for (const s of sockets) s.destroy();
      await closed;
    };

    beforeAll(async () => {
      db = await ownDatabase();
      await startProxy(0);
      ({ app, database } = await appOn(db.url(port)));
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      proxy?.close();
      for (const s of sockets) s.destroy();
      if (db) await adminQuery(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
    });

    it('answers 503 and /readyz 503 while the server is down, and 200 again soon after it is back', async () => {
      expect((await brand(app)).statusCode).toBe(200);
      await cut();
      const down = await Promise.all(Array.from({ length: 5 }, () => brand(app)));
      for (const res of down) expectUnavailable(res);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 503, data: { database: 'unavailable' } });
      // The process is still here and still answers what needs no database.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      await startProxy(port);
      await until(
        () => brand(app),
        (r) => r.statusCode === 200,
        5_000,
      );
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    });
  });
});
