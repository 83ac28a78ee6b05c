import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { FundReason } from '../../src/contract/index.ts';
import { serveControlSocket } from '../../server/db/backup.ts';
import { openDatabase, type Database, type Db } from '../../server/db/client.ts';
import { applyBalanceChange } from '../../server/modules/ledger/index.ts';
import { createSuperAdmin, findUserByAccount } from '../../server/modules/user/index.ts';
import { seedDemoIfEmpty } from '../../server/seed/demo.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'bo-backup-'));

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** What a restore must bring back: row counts, money, and the ledger check of tests/server/support/payout-fixtures.ts. */
async function snapshot(db: Db) {
  const [counts] = await rows<Record<string, string>>(
    db,
    sql`select (select count(*) from users) as users, (select count(*) from orders) as orders,
      (select count(*) from fund_records) as fund_records, (select count(*) from payout_orders) as payouts,
      (select coalesce(sum(balance), 0) from balances) as balances`,
  );
  const ledgerMismatches = await rows(
    db,
    sql`select bl.user_id from balances bl
        left join (select user_id, sum(amount) as total from fund_records group by user_id) f on f.user_id = bl.user_id
        where bl.balance <> coalesce(f.total, 0)`,
  );
  return { counts: Object.fromEntries(Object.entries(counts!).map(([k, v]) => [k, Number(v)])), ledgerMismatches };
}

/** The change made after the backup: a balance operation (fund record and balance) and a new account. */
async function change(db: Db): Promise<void> {
  const merchant = (await findUserByAccount(db, 'merchant01'))!;
  await db.transaction((tx) =>
    applyBalanceChange(tx, {
      userId: merchant.id,
      amount: 123_45,
      reason: FundReason.addBalance,
      remark: 'after the backup',
      now: new Date(),
    }),
  );
  await createSuperAdmin(db, { account: 'afterbackup1', password: 'After1234' });
}

/** Not spawnSync: the socket the script talks to is served by this test's own event loop. */
function run(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.once('close', (status) => done({ status, stdout, stderr }));
  });
}

describe('backup and restore of PGlite (npm run backup / npm run restore)', () => {
  it('backs up from the running server, refuses to restore under it, and restores counts and ledger', async () => {
    const dataDir = join(work, 'data');
    const file = join(work, 'pglite.tar.gz');
    const env = { DATA_DIR: dataDir };
    let database: Database = await openDatabase({ dataDir });
    await seedDemoIfEmpty(database.db, { orderCount: 40 });
    // Open by a process that does not answer on the socket: never copied under it.
    const unsafe = await run('scripts/backup.ts', ['--out', file], env);
    expect(unsafe.status).toBe(1);
    expect(unsafe.stderr).toContain('has postmaster.pid: another process has it open');
    expect(existsSync(file)).toBe(false);

    const stopSocket = await serveControlSocket(dataDir, database);
    const before = await snapshot(database.db);
    expect(before.ledgerMismatches).toEqual([]);

    const backup = await run('scripts/backup.ts', ['--out', file], env);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain('from the running server');
    expect(existsSync(file)).toBe(true);

    await change(database.db);
    const changed = await snapshot(database.db);
    expect(changed.counts).not.toEqual(before.counts);

    const refused = await run('scripts/restore.ts', [file], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The server is running on');

    await stopSocket();
    await database.close();
    const restored = await run('scripts/restore.ts', [file], env);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(readdirSync(work).some((n) => n.startsWith('data.before-restore-'))).toBe(true);

    database = await openDatabase({ dataDir });
    try {
      expect(await snapshot(database.db)).toEqual(before);
      expect(await findUserByAccount(database.db, 'afterbackup1')).toBeUndefined();
    } finally {
      await database.close();
    }
  }, 240_000);

  it('backs up a stopped folder by opening it', async () => {
    const res = await run('scripts/backup.ts', ['--out', join(work, 'stopped.tar.gz')], {
      DATA_DIR: join(work, 'data'),
    });
    expect(res.stderr).toBe('');
    expect(res.stdout).toContain('server stopped');
  }, 120_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;

/** pg_dump and pg_restore of the server's own version (docs/operations/backup.md). */
function pgBin(name: string): string {
  const dirs = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  const found = dirs.map((v) => `/usr/lib/postgresql/${v}/bin/${name}`).find((p) => existsSync(p));
  return found ?? name;
}

describe.skipIf(!adminUrl)('backup and restore of PostgreSQL (pg_dump / pg_restore)', () => {
  it('restores counts and ledger of the dump into the database', async () => {
    const name = `bo_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const file = join(work, 'postgres.dump');
    try {
      let database = await openDatabase({ url: url.toString(), poolSize: 3 });
      await seedDemoIfEmpty(database.db, { orderCount: 40 });
      const before = await snapshot(database.db);
      expect(before.ledgerMismatches).toEqual([]);

      const dump = spawnSync(pgBin('pg_dump'), ['--format=custom', `--file=${file}`, url.toString()], {
        encoding: 'utf8',
      });
      expect(dump.stderr).toBe('');
      expect(dump.status).toBe(0);

      await change(database.db);
      expect((await snapshot(database.db)).counts).not.toEqual(before.counts);
      await database.close();

      const restore = spawnSync(
        pgBin('pg_restore'),
        ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url.toString()}`, file],
        { encoding: 'utf8' },
      );
      expect(restore.stderr).toBe('');
      expect(restore.status).toBe(0);

      database = await openDatabase({ url: url.toString(), poolSize: 3 });
      try {
        expect(await snapshot(database.db)).toEqual(before);
        expect(await findUserByAccount(database.db, 'afterbackup1')).toBeUndefined();
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 240_000);
});
