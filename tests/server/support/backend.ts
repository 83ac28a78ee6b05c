import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../server/app.ts';
import { configFromEnv, type ServerConfig } from '../../../server/config.ts';
import { openDatabase, type Database, type Db } from '../../../server/db/client.ts';
import { ManualClock } from '../../../server/lib/clock.ts';
import { createEvents, type Events } from '../../../server/lib/events.ts';
import type { Resolver } from '../../../server/lib/outbound/index.ts';
import { seedDemoIfEmpty } from '../../../server/seed/demo.ts';
import { createSession } from '../../../server/modules/user/sessions.ts';
import { findUserByAccount } from '../../../server/modules/user/repository.ts';

export type BackendKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const backends: BackendKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  msgId?: string;
  data: T;
}

export interface TestBackend {
  kind: BackendKind;
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  events: Events;
  /** Calls the API like the app does: JSON body for POST, query string for GET. */
  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    input?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<Envelope<T> & { status: number; raw: LightMyRequestResponse }>;
  /** Signs in through the real login call. */
  login(account: string, password?: string, googleCode?: string, ip?: string): Promise<string>;
  /** A session made directly in the database: fast, for tests that are not about signing in. */
  sessionFor(account: string): Promise<string>;
  /** A staff session with its second-level token: the headers for calls marked `secondLevel`. */
  staffSession(account: string): Promise<{ token: string; token2: string }>;
  close(): Promise<void>;
}

/**
 * What global-setup.ts provides to a vitest run. Outside vitest (the bench scripts run this file
 * with plain node) there is nothing provided: importing vitest there fails ("Vitest failed to
 * access its internal state"), so it is imported only under vitest, and each database migrates
 * itself instead.
 */
async function provided(key: 'pgliteDump' | 'postgresTemplate'): Promise<string> {
  if (!process.env.VITEST) return '';
  const { inject } = await import('vitest');
  return inject(key);
}

/** The run's migrated empty PGlite (global-setup.ts), read once per test file. */
let pgliteDump: Promise<Blob | undefined> | undefined;
function migratedPglite(): Promise<Blob | undefined> {
  pgliteDump ??= provided('pgliteDump').then(async (file) => (file ? new Blob([await readFile(file)]) : undefined));
  return pgliteDump;
}

/**
 * A database of its own, copied from the run's migrated template. Two copies of one template at
 * the same moment can meet "source database is being accessed by other users": wait and retry.
 */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `bo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = await provided('postgresTemplate');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt === 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface BackendOptions {
  orderCount?: number;
  now?: Date;
  /**
   * OUTBOUND_ALLOW of the app: a test whose callbacks or pushes go to its own listener on this
   * machine names 127.0.0.1/32 (and ::1/128) here; by default, like production, none.
   */
  outboundAllow?: string[];
  /** The app's DNS for outgoing requests; by default the system's (localhost from /etc/hosts). */
  resolve?: Resolver;
  /** Other settings of the app's config (TRUST_PROXY, limits …). */
  config?: Partial<ServerConfig>;
}

export async function startBackend(kind: BackendKind, opts: BackendOptions = {}): Promise<TestBackend> {
  let database: Database;
  let drop = async () => {};
  if (kind === 'postgres') {
    const pgdb = await freshPostgres();
    drop = pgdb.drop;
    database = await openDatabase({ url: pgdb.url, poolSize: 5 });
  } else {
    const dump = await migratedPglite();
    database = await openDatabase(dump ? { memory: true, loadDataDir: dump } : { memory: true });
  }
  const clock = new ManualClock(opts.now ?? new Date());
  await seedDemoIfEmpty(database.db, { orderCount: opts.orderCount ?? 300, now: clock.now() });
  const events = createEvents();
  // A gateway key of its own, so no test writes DATA_DIR/gateway-secret.key into the checkout.
  const config = {
    ...configFromEnv({}),
    staticDir: '/nonexistent',
    seedDemo: false,
    outboundAllow: opts.outboundAllow ?? [],
    gatewaySecretKey: randomBytes(32),
    ...opts.config,
  };
  const app = await buildApp({ config, db: database.db, clock, events, resolve: opts.resolve });
  await app.ready();

  const call: TestBackend['call'] = async (method, path, input = {}, headers = {}) => {
    const raw = await app.inject({
      method,
      url: path,
      headers,
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
        : { payload: input }),
    });
    const body = raw.json() as Envelope<never>;
    return { ...body, status: raw.statusCode, raw };
  };

  const sessionFor = async (account: string): Promise<string> => {
    const user = await findUserByAccount(database.db, account);
    if (!user) throw new Error(`no user ${account}`);
    const { token } = await createSession(database.db, user.id, {
      ip: '127.0.0.1',
      userAgent: 'test',
      now: clock.now(),
      days: 1,
    });
    return token;
  };

  return {
    kind,
    app,
    db: database.db,
    clock,
    events,
    call,
    async login(account, password = 'Demo1234', googleCode, ip) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1.0/user/login',
        payload: { userName: account, password, ...(googleCode ? { googleCode } : {}) },
        ...(ip ? { remoteAddress: ip } : {}),
      });
      const body = res.json() as Envelope<{ token: string }>;
      if (body.code !== 200) throw new Error(`login ${account} failed: ${body.code} ${body.msg}`);
      return body.data.token;
    },
    sessionFor,
    async staffSession(account) {
      const token = await sessionFor(account);
      const res = await call<{ token: string }>(
        'POST',
        '/v1.0/user/login2',
        { password: 'Demo1234', logInReason: 'test' },
        { token },
      );
      if (res.code !== 200) throw new Error(`login2 ${account} failed: ${res.code} ${res.msg}`);
      return { token, token2: res.data.token };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
