import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startBackend, type TestBackend } from './support/backend.ts';
import { until } from './support/until.ts';
import { busFor, type LiveEvent } from '../../server/modules/live/index.ts';

/**
 * Redis stopping must not hold requests (docs/operations.md "When Redis goes away"): rate limits fail
 * open, websocket tickets fail closed with 503, /readyz says not ready, and every answer comes within
 * 2 s. The test runs a Redis of its own on a free port; the shared one is never touched.
 */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

let port = 0;
let redis: ChildProcess | null = null;

async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 50 });
  probe.on('error', () => undefined);
  await until(
    () => probe.ping().catch(() => ''),
    (answer) => answer === 'PONG',
    10_000,
  );
  probe.disconnect();
}

async function stopRedis(): Promise<void> {
  const r = redis;
  redis = null;
  if (!r || r.exitCode !== null) return;
  const exited = once(r, 'exit');
  r.kill('SIGKILL');
  await exited;
}

/** The answer, or a failure once 2 s have passed without one. */
async function within2s<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 2 s')), 2_000);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The test starts redis-server itself; without the binary there is nothing to stop. */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!hasRedisServer)('Redis going away', () => {
  let b: TestBackend;
  let token = '';

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    b = await startBackend('pglite', { orderCount: 0, config: { redisUrl: `redis://127.0.0.1:${port}` } });
    token = await b.sessionFor('admin0001');
  });
  afterAll(async () => {
    await b?.close();
    await stopRedis();
  });

  const ticket = () => b.call('POST', '/v1.0/live/ticket', {}, { token });
  const report = () => b.call('POST', '/v1.0/save_error_logger', { type: 'script', mes: 'seen while Redis is away' });
  const ready = () => b.app.inject({ method: 'GET', url: '/readyz' });

  it('answers within 2 s while Redis is stopped: limits let calls through, tickets and /readyz say 503', async () => {
    expect((await ticket()).code).toBe(200);
    expect((await ready()).statusCode).toBe(200);

    await stopRedis();
    for (let i = 0; i < 3; i++) {
      expect((await within2s(report())).code).toBe(200);
      const refused = await within2s(ticket());
      expect(refused.status).toBe(503);
      expect(refused.msgId).toBe('errors.unavailable');
      expect((await within2s(ready())).statusCode).toBe(503);
    }

    await startRedis();
    await until(
      () => ticket(),
      (r) => r.code === 200,
      5_000,
    );
    await until(
      () => ready(),
      (r) => r.statusCode === 200,
      5_000,
    );
  });

  it('hears other instances again once Redis is back: the live channel is subscribed anew', async () => {
    const heard: LiveEvent[] = [];
    const off = busFor(b.events)?.subscribe((e) => heard.push(e));
    try {
      await stopRedis();
      await startRedis();
      // Another instance publishes on the shared channel until this one hears it.
      const other = new Redis(port, '127.0.0.1');
      other.on('error', () => undefined);
      try {
        const event: LiveEvent = { type: 'settingChanged', key: 'ContactInfo' };
        await until(
          async () => {
            await other.publish('bo:live', JSON.stringify(event));
            return heard.length;
          },
          (n) => n > 0,
          5_000,
        );
        expect(heard[0]).toEqual(event);
      } finally {
        other.disconnect();
      }
    } finally {
      off?.();
    }
  });
});
