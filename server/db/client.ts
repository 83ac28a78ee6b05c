import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { watchPool } from '../lib/metrics.ts';
import * as schema from './schema.ts';
import { applySqlFunctions } from './sql-functions.ts';

export type Schema = typeof schema;
/** The common type of both drivers: repositories are written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a consistent dump of the data folder (server/db/backup.ts). */
  dumpDataDir?: () => Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `loadDataDir`: a dump of an already migrated PGlite (PGlite's dumpDataDir). Creating a cluster is
 * most of a fresh PGlite's start, so tests start each in-memory database from one dump.
 */
export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /** A pooled connection ended by the database or the network (the pool replaces it): for the log. */
      onConnectionLost?: (err: Error) => void;
    }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A database that does not answer fails the request (503) instead of holding it.
      connectionTimeoutMillis: 3_000,
    });
    // A connection the database ends (a restart, pg_terminate_backend, a network cut) must never
    // crash the server. The pool listens while a connection is idle; a connection checked out (a
    // transaction between two statements) emits 'error' too, so each one gets a listener of its
    // own. Its query fails (the request answers 503, server/db/errors.ts), the pool drops it and
    // opens a new one for the next request.
    const lost = (err: Error) => options.onConnectionLost?.(err);
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    const unwatch = watchPool(pool);
    const db = drizzlePg(pool, { schema });
    // Several instances may start at once: one migrates and applies the function files, the others
    // wait on the lock and then find both done.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      await applySqlFunctions({
        query: (text, params) => client.query(text, params),
        exec: (text) => client.query(text),
      });
    } finally {
      await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: async () => {
        unwatch();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  } else {
    client = options.loadDataDir ? new PGlite({ loadDataDir: options.loadDataDir }) : new PGlite();
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // One process owns a PGlite: no lock to take.
  await applySqlFunctions(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => consistentDump(client),
  };
}

/**
 * PGlite's dumpDataDir waits for the statement running now; holding a transaction of our own
 * around it also keeps every other transaction out, so the dump is between transactions. The
 * CHECKPOINT first writes the data pages, so a restore does not replay the log.
 */
async function consistentDump(client: PGlite): Promise<Blob> {
  await client.query('CHECKPOINT');
  return client.transaction(() => client.dumpDataDir('gzip'));
}
