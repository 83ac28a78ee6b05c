import { chmodSync, existsSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './client.ts';

/**
 * Backups of the embedded PGlite (docs/operations/backup.md). One process at a time may open a
 * PGlite folder, and a copy of a folder in use is not a backup, so the running server answers
 * dumps on a Unix socket named after its data folder: local-only, and only for the user who runs
 * the server (mode 0600). Without a server, the backup script opens the folder itself.
 */
export const controlSocketPath = (dataDir: string): string =>
  // Not inside the folder: PGlite's dump reads every file there and fails on a socket.
  join(tmpdir(), `back-office-${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16)}.sock`);

/**
 * Serves dumps on the folder's socket; returns its stop. The protocol is one line asked
 * (`backup`), then one line answered (`ok <bytes>` or `error <reason>`) and the gzip tarball.
 */
export async function serveControlSocket(dataDir: string, database: Database): Promise<() => Promise<void>> {
  const dump = database.dumpDataDir;
  if (!dump) return async () => {};
  const path = controlSocketPath(dataDir);
  // A socket file left by a killed server would block listen(); a live server answering on it means
  // a second server on the same folder, which PGlite cannot survive.
  if (existsSync(path)) {
    if (await serverAnswers(dataDir))
      throw new Error(`Another server uses ${resolve(dataDir)} (it answers on ${path})`);
    unlinkSync(path);
  }
  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    let asked = '';
    socket.on('data', (chunk: Buffer) => {
      asked += chunk.toString('utf8');
      if (!asked.includes('\n')) return;
      if (asked.trim() !== 'backup') {
        socket.end('error unknown request\n');
        return;
      }
      dump()
        .then(async (blob) => {
          const bytes = Buffer.from(await blob.arrayBuffer());
          socket.write(`ok ${bytes.length}\n`);
          socket.end(bytes);
        })
        .catch((err: unknown) => socket.end(`error ${err instanceof Error ? err.message : JSON.stringify(err)}\n`));
    });
  });
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, () => done());
    });
    chmodSync(path, 0o600);
  } catch (err) {
    // The server still serves; only a backup while it runs is lost, and the script says so.
    console.warn(`backup socket ${path} not opened (${err instanceof Error ? err.message : String(err)})`);
    server.close();
    return async () => {};
  }
  return () => new Promise<void>((done) => server.close(() => done()));
}

/** Whether a server answers on the data folder's socket now. */
export function serverAnswers(dataDir: string): Promise<boolean> {
  const path = controlSocketPath(dataDir);
  if (!existsSync(path)) return Promise.resolve(false);
  return new Promise((done) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/**
 * Who has the folder open: a server answering on its socket, another process (PGlite keeps
 * `postmaster.pid` in the folder while open; also left by a killed process), or nobody.
 */
export async function folderOpenedBy(dataDir: string): Promise<'server' | 'other' | null> {
  if (await serverAnswers(dataDir)) return 'server';
  return existsSync(join(resolve(dataDir), 'postmaster.pid')) ? 'other' : null;
}

/** The scripts' refusal when a process they cannot ask has the folder open. */
export const folderInUseMessage = (dataDir: string): string =>
  `${resolve(dataDir)} has postmaster.pid: another process has it open, or one was killed. Stop it; if none runs, start and stop the server once (or remove that file) and run this again.`;

/** The running server's dump of its folder. */
export function dumpFromServer(dataDir: string): Promise<Buffer> {
  return new Promise((done, fail) => {
    const socket = connect(controlSocketPath(dataDir), () => socket.write('backup\n'));
    const parts: Buffer[] = [];
    socket.on('data', (c: Buffer) => parts.push(c));
    socket.on('error', fail);
    socket.on('end', () => {
      const all = Buffer.concat(parts);
      const eol = all.indexOf(10);
      const head = all.subarray(0, eol).toString('utf8');
      const body = all.subarray(eol + 1);
      if (head === `ok ${body.length}`) done(body);
      else fail(new Error(`the server did not give a whole backup: ${head.startsWith('ok') ? 'cut short' : head}`));
    });
  });
}

/** A dump of a folder no server has open. */
export async function dumpStoppedFolder(dataDir: string): Promise<Buffer> {
  const client = new PGlite(resolve(dataDir));
  try {
    await client.query('CHECKPOINT');
    const blob = await client.dumpDataDir('gzip');
    return Buffer.from(await blob.arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * Replaces the data folder with a dump, the server stopped. The dump is loaded into a new folder
 * beside it first (a damaged file fails there, the old folder untouched); then the old folder is
 * kept as `<folder>.before-restore-<time>` and the new one takes its name.
 */
export async function restoreFolder(dataDir: string, dump: Buffer, now = new Date()): Promise<{ kept: string }> {
  const target = resolve(dataDir);
  const staging = `${target}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  const client = new PGlite(staging, { loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    await client.query('select 1');
  } catch (err) {
    await client.close().catch(() => undefined);
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  await client.close();
  const kept = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
  if (existsSync(target)) renameSync(target, kept);
  renameSync(staging, target);
  // The gateway key generated into the folder (server/config.ts) is not in the database: keep it.
  const key = join(kept, 'gateway-secret.key');
  if (existsSync(key) && !existsSync(join(target, 'gateway-secret.key'))) {
    writeFileSync(join(target, 'gateway-secret.key'), readFileSync(key), { mode: 0o600 });
  }
  return { kept };
}
