import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

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
  { url: string; poolSize?: number } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the database ends (a restart, an administrator) must not crash the
    // server: the pool opens a new one when next needed.
    pool.on('error', (err) => {
      if ((err as { code?: string }).code !== '57P01') console.warn(`database: idle connection lost: ${err.message}`);
    });
    const db = drizzlePg(pool, { schema });
    // Several instances may start at once: one migrates, the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
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
