import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { until } from './support/until.ts';

/**
 * `npm start` as a container or a service manager runs it: SIGTERM goes to npm, which must hand it
 * to the server (the script execs node), and the server drains and exits 0 (docs/operations.md "Shutdown").
 */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start and SIGTERM', () => {
  it('hands the signal to the server, which drains, exits 0 and leaves no node process', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bo-start-'));
    const [port, metricsPort] = [await freePort(), await freePort()];
    const child = spawn('npm', ['start'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        DATA_DIR: join(dir, 'data'),
        STATIC_DIR: join(dir, 'no-build'),
        SKIP_BUILD: 'true',
        SEED_DEMO: 'false',
        // A production start refuses to run without its own key (docs/operations.md "Production start").
        RESOURCE_SECRET_KEY: randomBytes(32).toString('hex'),
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      await until(
        () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        (status) => status === 200,
        90_000,
      );
      // The metrics listener of its own answers too.
      const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(await metrics.text()).toContain('bo_http_requests_total');
      // The server's own pid, from its JSON log lines.
      const serverPid = out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => (JSON.parse(l) as { pid?: number }).pid)
        .find((pid) => typeof pid === 'number');
      expect(serverPid).toBeDefined();
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      expect(out).toContain('shutting down: draining');
      await until(
        async () => alive(serverPid!),
        (up) => !up,
        5_000,
      );
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });
});
