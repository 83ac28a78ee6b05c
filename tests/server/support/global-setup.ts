import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../../../server/db/client.ts';
import { applySqlFunctions } from '../../../server/db/sql-functions.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite (dumpDataDir): each test database starts from it. */
    pgliteDump: string;
    /** A migrated, empty PostgreSQL database each test database is created from, or '' without PostgreSQL. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one empty database of each kind once per run (tests/server/support/backend.ts copies
 * them). A fresh PGlite spends most of its start creating its cluster, and the migrations come on
 * top, for each of the few hundred databases a run opens; a copy skips both. Names carry the run's
 * own suffix, as several checkouts may run tests against the same PostgreSQL at once.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  // As openDatabase does: the copies then start with the function files applied and skip them.
  await applySqlFunctions(client);
  const dumpFile = join(tmpdir(), `bo-test-pglite-${run}.tar`);
  await writeFile(dumpFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteDump', dumpFile);

  const admin = process.env.TEST_DATABASE_URL;
  let template = '';
  if (admin) {
    template = `bo_template_${run}`;
    await adminQuery(admin, `CREATE DATABASE ${template}`);
    const url = new URL(admin);
    url.pathname = `/${template}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    await database.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(dumpFile, { force: true });
    if (admin && template) await adminQuery(admin, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}
