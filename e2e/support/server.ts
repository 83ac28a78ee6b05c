import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root: the server runs from there (it serves `dist/` and reads `server/`). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every folder the e2e servers write, removed at the start of a run (git-ignored). */
export const e2eDataRoot = fileURLToPath(new URL('../../.e2e-data/', import.meta.url));

/**
 * The demo data set, seeded once per run by e2e/support/global-setup.ts and copied for each worker:
 * a PGlite folder may be copied while no server has it open, and a copy starts in about 2 s where
 * seeding takes about 25 s.
 */
export const templateDir = `${e2eDataRoot}template`;

export interface RunningServer {
  origin: string;
  port: number;
  stop(): Promise<void>;
}

/** A port nobody listens on now, chosen by the system, so parallel workers never clash. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The run's fake Telegram Bot API (global-setup.ts), once it is up: the servers call it, and may,
 * as it listens on 127.0.0.1 (OUTBOUND_ALLOW names that one address only). Costs nothing until a
 * spec sets a bot token.
 */
function telegramEnv(): Record<string, string> {
  const root = process.env.E2E_TELEGRAM_API_ROOT;
  return root ? { TELEGRAM_API_ROOT: root, OUTBOUND_ALLOW: '127.0.0.1/32' } : {};
}

/**
 * Starts the real server (`server/main.ts`, the built PWA) on `port` with its own PGlite folder and
 * waits for /healthz. Its output goes to `logFile`, whose end is quoted when it does not come up.
 */
export async function startServer(options: {
  dataDir: string;
  port: number;
  logFile: string;
  seedDemo?: boolean;
  timeoutMs?: number;
  /** Another checkout to run (the benches' build of an earlier commit); this one by default. */
  cwd?: string;
  /** More environment for the server (the benches' HOST, TRUST_PROXY). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const { dataDir, port, logFile, seedDemo = true, timeoutMs = 60_000, cwd = repoRoot, env = {} } = options;
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SKIP_BUILD: 'true',
      SEED_DEMO: String(seedDemo),
      // Without the demo data the start is a production one, which needs a real key (docs/configuration.md).
      ...(seedDemo ? {} : { RESOURCE_SECRET_KEY: randomBytes(32).toString('hex') }),
      ...telegramEnv(),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // A clean stop closes PGlite; a server stuck past 15 s is killed.
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, port, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  const tail = readFileSync(logFile, 'utf8').slice(-2000);
  throw new Error(`the server on port ${port} (${dataDir}) did not come up within ${timeoutMs / 1000} s:\n${tail}`);
}
