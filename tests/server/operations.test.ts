import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { Lifecycle } from '../../server/http/operations.ts';
import { createLogger } from '../../server/lib/logger.ts';

/** A stream that keeps the JSON lines a logger writes. */
function logSink(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(text) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

/** The run's migrated empty PGlite (tests/server/support/global-setup.ts). */
const migrated = async () => new Blob([await readFile(inject('pgliteDump'))]);

const metricsToken = 'a-metrics-token-of-the-test-0123';

describe('probes, logs and metrics', () => {
  let database: Database;
  let app: FastifyInstance;
  const sink = logSink();
  const lifecycle = new Lifecycle();

  beforeAll(async () => {
    database = await openDatabase({ memory: true, loadDataDir: await migrated() });
    const config = { ...configFromEnv({}), staticDir: '/nonexistent', seedDemo: false, metricsToken };
    app = await buildApp({ config, db: database.db, logger: createLogger('info', sink.stream), lifecycle });
    // A handler that fails like a bug would: the 500 must leave a trace.
    app.get('/v1.0/test/boom', async () => {
      throw new Error('a bug in a handler');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers unknown API, probe, metrics and openapi paths with 404 in the envelope, not a page', async () => {
    for (const url of ['/v1.0/no/such/call', '/healthz/deep', '/readyz/x', '/openapi.json', '/metrics/more']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 404, msgId: 'errors.notFound' });
    }
  });

  it('says alive on /healthz and ready on /readyz when the database answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ok: true, database: 'ok' });
  });

  it('writes a JSON error line with the stack under the request id it took from X-Request-Id, and returns the id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1.0/test/boom',
      headers: { 'x-request-id': 'trace-500.a:1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500, msgId: 'errors.internal' });
    expect(res.headers['x-request-id']).toBe('trace-500.a:1');
    const mine = sink.lines.filter((l) => l.reqId === 'trace-500.a:1');
    const error = mine.find((l) => l.level === 50 && l.err);
    expect((error?.err as { stack?: string } | undefined)?.stack).toContain('a bug in a handler');
    expect(mine.find((l) => l.msg === 'request failed')).toMatchObject({ route: '/v1.0/test/boom', status: 500 });
  });

  it('makes a new unique request id when the header is missing or not a plain token', async () => {
    const ids = new Set<string>();
    for (const header of [undefined, 'has space', 'x'.repeat(129)]) {
      const res = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: header === undefined ? {} : { 'x-request-id': header },
      });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });

  it('logs the route pattern, not the raw URL, and never a token or password it is given', async () => {
    await app.inject({ method: 'GET', url: '/v1.0/public/brand?token=secret-in-url' });
    const line = sink.lines.find((l) => l.msg === 'request' && l.route === '/v1.0/public/brand');
    expect(line).toBeDefined();
    expect(JSON.stringify(sink.lines)).not.toContain('secret-in-url');
    const { stream, lines } = logSink();
    createLogger('info', stream).info(
      {
        password: 'p4ss',
        body: { token: 'tok', sign: 'abc', nested: { merchantKey: 'k' } },
        authorization: 'Bearer x',
      },
      'redaction',
    );
    const text = JSON.stringify(lines);
    for (const secret of ['p4ss', '"tok"', '"abc"', '"k"', 'Bearer x']) expect(text).not.toContain(secret);
  });

  it('logs no query value (payer names, card numbers, UTRs) of an answered, refused, unknown or failed call (decision 111)', async () => {
    const query = 'userName=Payer%20Secretname&cardNumber=4111222233334444&utr=UTR998877665&amount=123.45';
    const statuses = [];
    for (const path of ['/v1.0/public/brand', '/v1.0/order/getList', '/v1.0/no/such/call', '/v1.0/test/boom'])
      statuses.push((await app.inject({ method: 'GET', url: `${path}?${query}` })).statusCode);
    expect(statuses).toEqual([200, 401, 404, 500]);
    const text = JSON.stringify(sink.lines);
    for (const value of ['Secretname', '4111222233334444', 'UTR998877665', '123.45', query])
      expect(text).not.toContain(value);
    const lines = sink.lines.filter((l) => l.msg === 'request' || l.msg === 'request failed');
    expect(lines.map((l) => l.route)).toEqual(
      expect.arrayContaining(['/v1.0/public/brand', '/v1.0/order/getList', '(unmatched)', '/v1.0/test/boom']),
    );
    for (const l of lines) expect(Object.keys(l)).toEqual(expect.arrayContaining(['method', 'route', 'status', 'ms']));
  });

  it('sends Cache-Control: no-store on every API answer, refusals, errors and probes included (decision 111)', async () => {
    const answers = await Promise.all(
      ['/v1.0/public/brand', '/v1.0/order/getList', '/v1.0/no/such/call', '/v1.0/test/boom', '/healthz'].map((url) =>
        app.inject({ method: 'GET', url }),
      ),
    );
    expect(answers.map((r) => [r.statusCode, r.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [401, 'no-store'],
      [404, 'no-store'],
      [500, 'no-store'],
      [200, 'no-store'],
    ]);
    const signed = await app.inject({ method: 'POST', url: '/v1.0/api/order/query', payload: {} });
    expect(signed.headers['cache-control']).toBe('no-store');
  });

  it('serves /metrics only with the bearer token, and its request counter moves', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403);
    const read = async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      expect(res.statusCode).toBe(200);
      const line = res.body
        .split('\n')
        .find((l) => l.startsWith('bo_http_requests_total{method="GET",route="/v1.0/public/brand",status="200"}'));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const before = await read();
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/v1.0/public/brand' });
    expect(await read()).toBe(before + 3);
  });

  it('while draining answers new requests 503 with Retry-After and /readyz 503, but still /healthz', async () => {
    lifecycle.draining = true;
    try {
      const res = await app.inject({ method: 'GET', url: '/v1.0/public/brand' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ code: 503, msgId: 'errors.shuttingDown' });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      lifecycle.draining = false;
    }
  });
});

describe('without a metrics token', () => {
  it('does not serve /metrics on the public port: 404 in the envelope', async () => {
    const database = await openDatabase({ memory: true, loadDataDir: await migrated() });
    const config = { ...configFromEnv({}), staticDir: '/nonexistent', seedDemo: false };
    const app = await buildApp({ config, db: database.db });
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, msgId: 'errors.notFound' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
