/**
 * `npm run backup [-- --out FILE]`: a consistent dump of the embedded PGlite folder (DATA_DIR),
 * taken by the running server when there is one, else by opening the folder (server/db/backup.ts).
 * PostgreSQL is backed up with pg_dump (docs/operations/backup.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config.ts';
import { dumpFromServer, dumpStoppedFolder, folderInUseMessage, folderOpenedBy } from '../server/db/backup.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = configFromEnv();
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
if (config.databaseUrl) {
  fail('DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (docs/operations/backup.md).');
}
const out = resolve(values.out ?? `backups/back-office-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
const openedBy = await folderOpenedBy(config.dataDir);
if (openedBy === 'other') fail(folderInUseMessage(config.dataDir));
const running = openedBy === 'server';
const dump = running ? await dumpFromServer(config.dataDir) : await dumpStoppedFolder(config.dataDir);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, dump, { mode: 0o600 });
console.log(`Backed up ${config.dataDir} (${running ? 'from the running server' : 'server stopped'}) to ${out}`);
