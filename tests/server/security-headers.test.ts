import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { configFromEnv, type ServerConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';

/**
 * Decision 043: every answer of the one server (API envelopes, errors, the PWA's files, the
 * index.html fallback, /healthz) carries the security headers. Headers do not depend on the
 * database, so PGlite alone; the browser half (the app works under the policy) is
 * e2e/security-headers.spec.ts.
 */
let staticDir: string;
let database: Database;
const apps: FastifyInstance[] = [];

async function appWith(overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const config = { ...configFromEnv({}), staticDir, seedDemo: false, ...overrides };
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  apps.push(app);
  return app;
}

/** The CSP as directive name -> its sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectHardened(res: LightMyRequestResponse, what: string): void {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('no-referrer');
  const csp = policyOf(res);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(String(res.headers['content-security-policy']), what).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
}

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'bo-headers-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Back Office</title><div id="root"></div>');
  await writeFile(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(
    join(staticDir, 'config.json'),
    JSON.stringify({ apiBase: '', wsUrl: '', orderCreateBase: '', cookieDays: 1 }),
  );
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'assets', 'index-abc.js'), 'console.log(1);');
  database = await openDatabase({ memory: true });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('security headers on every answer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith();
  });

  it('hardens an API envelope answer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1.0/user/login',
      payload: { userName: 'nobody', password: 'Wrong1234' },
    });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expectHardened(res, 'login answer');
  });

  it('hardens the error answers: an unknown API path (404) and a form post (415)', async () => {
    const notFound = await app.inject({ method: 'GET', url: '/v1.0/no/such/call' });
    expect(notFound.statusCode).toBe(404);
    expectHardened(notFound, '404');
    const form = await app.inject({
      method: 'POST',
      url: '/v1.0/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'userName=a',
    });
    expect(form.statusCode).toBe(415);
    expectHardened(form, '415');
    const plain404 = await app.inject({ method: 'POST', url: '/no-such-file.txt' });
    expect(plain404.statusCode).toBe(404);
    expectHardened(plain404, 'plain 404');
  });

  it('hardens the PWA: /, an app route served by the index.html fallback, an asset, the service worker, config.json', async () => {
    for (const url of ['/', '/orders/list', '/assets/index-abc.js', '/sw.js', '/config.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expectHardened(res, url);
    }
    // @fastify/static's setHeaders still runs beside the plugin.
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('hardens /healthz', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ ok: true });
    expectHardened(res, '/healthz');
  });

  it('lets the app reach only its own origin and the websocket of the host it was asked for', async () => {
    const csp = policyOf(
      await app.inject({ method: 'GET', url: '/', headers: { host: 'backoffice.example.com:8443' } }),
    );
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'ws://backoffice.example.com:8443',
      'wss://backoffice.example.com:8443',
    ]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it('writes no odd Host header into the policy', async () => {
    const csp = policyOf(
      await app.inject({ method: 'GET', url: '/', headers: { host: "evil.example 'unsafe-eval'" } }),
    );
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('sends no HSTS over plain http', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    // Without TRUST_PROXY the forwarded protocol is someone's claim, not the connection's.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a trusted proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ trustProxy: 1 });
  });

  it('sends HSTS on an answer that came over https, API and PWA alike', async () => {
    for (const url of ['/', '/v1.0/no/such/call', '/healthz']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect([url, res.headers['strict-transport-security']]).toEqual([url, 'max-age=31536000; includeSubDomains']);
    }
  });

  it('sends none on an answer that came over http', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('a separate API origin', () => {
  it('allows the origins /config.json and CSP_CONNECT_EXTRA name, and no other', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bo-headers-api-'));
    try {
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>Back Office</title>');
      await writeFile(
        join(dir, 'config.json'),
        JSON.stringify({
          apiBase: 'https://api.example.com/',
          wsUrl: 'wss://live.example.com/v1.0/ws',
          orderCreateBase: '/relative',
          cookieDays: 1,
        }),
      );
      const app = await appWith({
        staticDir: dir,
        cspConnectExtra: configFromEnv({ CSP_CONNECT_EXTRA: 'https://pay.example.com, wss://api.example.com' })
          .cspConnectExtra,
      });
      const csp = policyOf(await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } }));
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'ws://localhost:8080',
        'wss://localhost:8080',
        'https://pay.example.com',
        'wss://api.example.com',
        'https://api.example.com',
        'wss://live.example.com',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a CSP_CONNECT_EXTRA entry that is not an origin', () => {
    for (const bad of [
      '*',
      'https://*.example.com',
      'https://api.example.com/v1.0',
      'javascript:alert(1)',
      "'unsafe-eval'",
      'api.example.com',
    ]) {
      expect(() => configFromEnv({ CSP_CONNECT_EXTRA: bad }), bad).toThrow(/CSP_CONNECT_EXTRA/);
    }
  });
});
