import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { applySqlFunctions, functionsFolder, readSqlFunctions } from '../../server/db/sql-functions.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bo-sql-functions-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const probe = (answer: number) =>
  `CREATE OR REPLACE FUNCTION bo_probe_answer() RETURNS integer LANGUAGE sql AS $$ SELECT ${answer} $$;\n`;

describe('the SQL function files', () => {
  it('apply once, are skipped while unchanged, and apply again when their file changes', async () => {
    const client = new PGlite();
    try {
      await writeFile(join(folder, 'bo_probe_answer.sql'), probe(1));
      expect(await applySqlFunctions(client, readSqlFunctions(folder))).toEqual(['bo_probe_answer']);
      expect(await applySqlFunctions(client, readSqlFunctions(folder))).toEqual([]);
      await writeFile(join(folder, 'bo_probe_answer.sql'), probe(2));
      expect(await applySqlFunctions(client, readSqlFunctions(folder))).toEqual(['bo_probe_answer']);
      expect((await client.query<{ a: number }>('SELECT bo_probe_answer() AS a')).rows).toEqual([{ a: 2 }]);
    } finally {
      await client.close();
    }
  });

  it('are what an opened database runs: the definition in the database is the file', async () => {
    const database = await openDatabase({ memory: true });
    try {
      const files = readSqlFunctions();
      expect(files.map((f) => f.name)).toEqual(['bo_allocate', 'bo_create_order']);
      for (const file of files) {
        const result = (await database.db.execute(
          sql`SELECT prosrc, obj_description(oid, 'pg_proc') AS stamp FROM pg_proc WHERE proname = ${file.name}`,
        )) as unknown as { rows: { prosrc: string; stamp: string }[] };
        expect(result.rows).toHaveLength(1);
        expect(result.rows[0]!.stamp).toBe(file.stamp);
        const text = await readFile(join(functionsFolder, `${file.name}.sql`), 'utf8');
        expect(text).toContain(result.rows[0]!.prosrc);
      }
    } finally {
      await database.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the SQL function files on PostgreSQL', () => {
  it('are applied once when two instances start on a new database at the same moment', async () => {
    const name = `bo_fn_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const target = new URL(url!);
      target.pathname = `/${name}`;
      const both = await Promise.all([
        openDatabase({ url: target.toString(), poolSize: 1 }),
        openDatabase({ url: target.toString(), poolSize: 1 }),
      ]);
      const check = new pg.Client({ connectionString: target.toString() });
      await check.connect();
      try {
        const { rows } = await check.query<{ proname: string; stamp: string }>(
          `SELECT proname, obj_description(oid, 'pg_proc') AS stamp FROM pg_proc WHERE proname LIKE 'bo\\_%' ORDER BY proname`,
        );
        const stamps = new Map(rows.map((r) => [r.proname, r.stamp]));
        for (const file of readSqlFunctions()) expect(stamps.get(file.name)).toBe(file.stamp);
        // Both ran their migrations and functions under the lock; a third start finds nothing to do.
        expect(await applySqlFunctions({ query: (t, p) => check.query(t, p), exec: (t) => check.query(t) })).toEqual(
          [],
        );
      } finally {
        await check.end();
        await Promise.all(both.map((d) => d.close()));
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
