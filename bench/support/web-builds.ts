// What the browser benches share: a build of this tree or of an earlier commit, and a server of
// that build on fresh demo data, reached directly (plain HTTP/1.1) or through the TLS proxy.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTlsProxy } from './tls-proxy.ts';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export type Protocol = 'h2' | 'http1';

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The tree to measure: this one (`rev` null), or `rev` checked out beside it sharing its node_modules. */
export function prepareTree(rev: string | null, prefix: string): { dir: string; label: string; cleanup: () => void } {
  if (rev === null) {
    console.log('building this tree…');
    execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() ? '+changes' : '';
    return { dir: root, label: `${head}${dirty}`, cleanup: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-base-`));
  const sha = execFileSync('git', ['rev-parse', '--short', rev], { cwd: root, encoding: 'utf8' }).trim();
  console.log(`building ${rev} (${sha}) in ${dir}…`);
  execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: root, stdio: 'ignore' });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  execFileSync('npm', ['run', '-s', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    dir,
    label: `${rev} (${sha})`,
    cleanup: () => {
      rmSync(dir, { recursive: true, force: true });
      execFileSync('git', ['worktree', 'prune'], { cwd: root });
    },
  };
}

/** The tree's own server on fresh demo data (behind the TLS proxy for h2); resolves once /healthz answers. */
export async function startServer(dir: string, protocol: Protocol): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-data-'));
  const log = openSync(join(dataDir, '..', `${dataDir.split('/').pop()}.log`), 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: 'true',
      SEED_DEMO: 'true',
      ...(protocol === 'h2' ? { TRUST_PROXY: '127.0.0.1' } : {}),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const direct = `http://127.0.0.1:${port}`;
  const proxy = protocol === 'h2' ? await startTlsProxy(port) : null;
  const origin = proxy?.origin ?? direct;
  const stop = async () => {
    await proxy?.stop();
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Seeding the demo data takes about 25 s on a quiet machine.
  for (let i = 0; i < 1500; i++) {
    if (await fetch(`${direct}/healthz`).then((r) => r.ok, () => false)) return { origin, stop };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the server of ${dir} did not come up (its output: ${dataDir}.log)`);
}
