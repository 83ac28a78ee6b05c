import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bo-production-start-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'false',
  SKIP_BUILD: 'true',
  STATIC_DIR: '/nonexistent',
  HOST: '127.0.0.1',
  RESOURCE_SECRET_KEY: randomBytes(32).toString('hex'),
};

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function run(script: string, args: string[], input?: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env,
    input,
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/** `npm start`'s server on the empty folder, until it prints its banner's last line. */
async function startServer(): Promise<{ child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  await new Promise<void>((done, fail) => {
    const check = () => {
      if (output.includes('npm run admin:create')) done();
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => fail(new Error(`server exited ${code}: ${output}`)));
  });
  return { child, output: () => output };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a production start (SEED_DEMO=false) on an empty database', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer();
  }, 120_000);
  afterAll(async () => {
    await stop(server.child);
  });

  it('prints the URL and how to make the first administrator, and no demo account', () => {
    const text = server.output();
    expect(text).toMatch(/Back office running at http:\/\/localhost:\d+/);
    expect(text).toContain('No administrator yet: create the first one with  npm run admin:create');
    expect(text).not.toMatch(/Demo1234|Demo accounts|superadmin|TOTP secret/);
  });

  it('admin:create refuses while the server has the PGlite folder open', () => {
    const res = run('scripts/admin-create.ts', ['--account', 'firstadmin1', '--password', 'First1234']);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('The server is running on');
  });
});

describe('npm run admin:create', () => {
  it('refuses a password the app would refuse, and creates nothing', () => {
    const res = run('scripts/admin-create.ts', ['--account', 'firstadmin1', '--password', 'short']);
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe(
      'Not created: password must be 8 to 64 characters with at least one letter and one digit',
    );
  });

  it('creates a superAdmin from flags, and from answers on standard input; an existing account is refused', () => {
    const flags = run('scripts/admin-create.ts', ['--account', 'firstadmin1', '--password', 'First1234']);
    expect(flags.stderr).toBe('');
    expect(flags.status).toBe(0);
    expect(flags.stdout).toContain('Created superAdmin firstadmin1');
    const piped = run('scripts/admin-create.ts', [], 'secondadm1\nSecond1234\n');
    expect(piped.status).toBe(0);
    expect(piped.stdout).toContain('Created superAdmin secondadm1');
    const again = run('scripts/admin-create.ts', ['--account', 'firstadmin1', '--password', 'Other1234']);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe('Not created: account firstadmin1 already exists');
  }, 120_000);

  it('the new superAdmin signs in only by binding Google Authenticator, and nothing else answers before', async () => {
    const database = await openDatabase({ dataDir });
    const app = await buildApp({
      config: { ...configFromEnv({}), staticDir: '/nonexistent', seedDemo: false },
      db: database.db,
    });
    try {
      const login = async (googleCode?: string) =>
        (
          await app.inject({
            method: 'POST',
            url: '/v1.0/user/login',
            payload: { userName: 'firstadmin1', password: 'First1234', ...(googleCode ? { googleCode } : {}) },
          })
        ).json() as { code: number; data: { needBind?: boolean; otpauthUri?: string; token?: string } };
      const first = await login();
      expect(first.code).toBe(1004);
      expect(first.data.needBind).toBe(true);
      const secret = new URL(first.data.otpauthUri!).searchParams.get('secret')!;
      expect(secret).toMatch(/^[A-Z2-7]+$/);

      // No session was made: the password alone opens nothing.
      const info = await app.inject({ method: 'POST', url: '/v1.0/user/getInfo', payload: {} });
      expect(info.statusCode).toBe(401);
      expect((await login('000000')).code).not.toBe(200);

      const bound = await login(googleCodeAt(secret, new Date()));
      expect(bound.code).toBe(200);
      const me = await app.inject({
        method: 'POST',
        url: '/v1.0/user/getInfo',
        payload: {},
        headers: { token: bound.data.token! },
      });
      expect(me.statusCode).toBe(200);
      expect((me.json() as { data: { access: string[]; confirmBind: boolean } }).data).toMatchObject({
        access: ['superAdmin'],
        confirmBind: true,
      });
      // Bound now: the next sign-in asks for a code, without a new QR code.
      const next = await login();
      expect(next.code).toBe(1004);
      expect(next.data.needBind).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
