/**
 * `npm run restore -- FILE`: replaces the PGlite folder (DATA_DIR) with a dump of `npm run backup`.
 * The server must be stopped; the old folder is kept beside it (server/db/backup.ts).
 * PostgreSQL is restored with pg_restore (docs/operations/backup.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config.ts';
import { folderInUseMessage, folderOpenedBy, restoreFolder } from '../server/db/backup.ts';

const { positionals } = parseArgs({ allowPositionals: true });

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
  fail('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations/backup.md).');
}
const file = positionals[0];
if (!file || !existsSync(file)) fail('Usage: npm run restore -- FILE (a .tar.gz written by npm run backup)');
const openedBy = await folderOpenedBy(config.dataDir);
if (openedBy === 'server') {
  fail(`The server is running on ${config.dataDir}: stop it first, then restore (it would keep writing the old data).`);
}
if (openedBy === 'other') fail(folderInUseMessage(config.dataDir));
const { kept } = await restoreFolder(config.dataDir, readFileSync(file));
console.log(`Restored ${file} into ${config.dataDir}; the previous folder is kept as ${kept}`);
