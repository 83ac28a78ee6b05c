import { timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
// The websocket server's type on the app (drainAndClose closes its clients).
import type {} from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { Code } from '../../src/contract/index.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { httpDuration, httpRequests, metricsRegistry } from '../lib/metrics.ts';
import { redisOptions } from '../lib/redis.ts';
import { sendError } from './envelope.ts';
import { ApiError } from './errors.ts';

/** How long /readyz waits for the database and Redis before it says "not ready". */
const readyBoundMs = 2_000;
/** What a refused request is told to wait before sending again. */
export const retryAfterSeconds = 5;

/**
 * The instance's state as a load balancer sees it: ready, then draining after SIGTERM (server/main.ts
 * docs/operations.md "Shutdown"). In-flight requests are counted so the drain knows when it is done.
 */
export class Lifecycle {
  draining = false;
  private inFlight = 0;
  private waiters: (() => void)[] = [];

  enter(): void {
    this.inFlight++;
  }

  leave(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight === 0) for (const w of this.waiters.splice(0)) w();
  }

  get busy(): number {
    return this.inFlight;
  }

  /** Resolves when no request is in flight, or after `ms`: true when they all finished. */
  idle(ms: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

/** Paths that are never the app's pages: unknown ones answer 404 in the envelope, not index.html. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    path.startsWith('/v1.0/') ||
    /^\/(healthz|readyz|metrics)(\/|$)/.test(path) ||
    path === '/openapi.json' ||
    path.startsWith('/openapi/')
  );
}

const probePaths = new Set(['/healthz', '/readyz']);
const pathOf = (req: FastifyRequest) => req.url.split('?')[0] ?? '';

function unavailable(reply: FastifyReply, msgId: 'errors.shuttingDown' | 'errors.unavailable') {
  reply.header('retry-after', String(retryAfterSeconds));
  return sendError(reply, new ApiError(Code.unavailable, msgId));
}

/**
 * First hooks of the app: the request id returned as X-Request-Id, the draining refusal, and one
 * log line and the metrics of each answered request (docs/operations/logs.md, metrics.md).
 */
export function installRequestTelemetry(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.decorateRequest('admitted', false);
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // API answers carry personal data (payers, card numbers, balances): no browser or proxy cache
    // keeps them (decision 111). Set first, so refusals and errors carry it too; static files keep
    // their own caching (static-cache.ts).
    if (isApiPath(req.url)) reply.header('cache-control', 'no-store');
    if (lifecycle.draining && !probePaths.has(pathOf(req))) {
      // New work goes to another instance; the answer says when to try again.
      reply.header('connection', 'close');
      return unavailable(reply, 'errors.shuttingDown');
    }
    // A websocket outlives its upgrade request (no onResponse): the drain closes sockets with 1012 instead.
    if (req.headers.upgrade?.toLowerCase() === 'websocket') return;
    lifecycle.enter();
    req.admitted = true;
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.admitted) lifecycle.leave();
    // The route pattern, never the raw URL: bounded label values, no ids or query strings in the log.
    const route = req.routeOptions.url ?? '(unmatched)';
    const status = String(reply.statusCode);
    const seconds = reply.elapsedTime / 1000;
    httpRequests.inc({ method: req.method, route, status });
    httpDuration.observe({ method: req.method, route, status }, seconds);
    const line = {
      method: req.method,
      route,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: req.ip,
      ...(req.caller ? { userId: req.caller.id, role: req.caller.role } : {}),
    };
    if (reply.statusCode >= 500) req.log.error(line, 'request failed');
    else req.log.info(line, 'request');
  });
  // A client that goes away before its answer: no onResponse, but no longer in flight either.
  app.addHook('onRequestAbort', async (req) => {
    if (req.admitted) {
      req.admitted = false;
      lifecycle.leave();
    }
  });
}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * /healthz: the process answers (no database: a restart of the database must not get every
 * instance restarted). /readyz: the database answers `select 1` and Redis PING, each within
 * readyBoundMs, and the instance is not draining. /metrics on this port only with METRICS_TOKEN.
 */
export function installProbes(
  app: FastifyInstance,
  deps: { config: ServerConfig; db: Db; lifecycle: Lifecycle },
): void {
  const { config, db, lifecycle } = deps;
  const redis = config.redisUrl ? new Redis(config.redisUrl, redisOptions) : null;
  if (redis) {
    redis.on('error', () => undefined);
    redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => void redis.disconnect());
  }

  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (req, reply) => {
    if (lifecycle.draining) return unavailable(reply, 'errors.shuttingDown');
    const checks: Record<string, string> = {};
    let ready = true;
    try {
      await within(readyBoundMs, db.execute(sql`select 1`));
      checks.database = 'ok';
    } catch (e) {
      ready = false;
      checks.database = 'unavailable';
      req.log.warn({ err: e }, 'readiness: the database does not answer');
    }
    if (redis) {
      try {
        // A client still (re)connecting refuses commands at once (no offline queue): wait for it, within the bound.
        const ping = async () => {
          if (redis.status !== 'ready') await once(redis, 'ready');
          return redis.ping();
        };
        await within(readyBoundMs, ping());
        checks.redis = 'ok';
      } catch (e) {
        ready = false;
        checks.redis = 'unavailable';
        req.log.warn({ err: e }, 'readiness: Redis does not answer');
      }
    }
    if (!ready) {
      reply.header('retry-after', String(retryAfterSeconds));
      return sendError(reply, new ApiError(Code.unavailable, 'errors.unavailable', {}, checks));
    }
    return { ok: true, ...checks };
  });
  const token = config.metricsToken;
  if (token) {
    app.get('/metrics', async (req, reply) => {
      if (!tokenMatches(req.headers.authorization, token))
        return sendError(reply, new ApiError(Code.forbidden, 'errors.forbidden'));
      return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
    });
  }
}

/** Resolves with `work`, or after `ms` regardless: a shutdown step never holds the exit past its bound. */
const atMost = (ms: number, work: Promise<unknown>) => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.catch(() => undefined),
    new Promise((r) => (timer = setTimeout(r, Math.max(0, ms)))),
  ]).finally(() => clearTimeout(timer));
};

/**
 * The drain of SIGTERM (docs/operations.md "Shutdown"): readiness false and new requests 503 at
 * once; the jobs stop after their current run; websockets close with 1012 (service restart), which
 * the live worker answers by reconnecting, to another instance; requests in flight get `graceMs`;
 * then the app closes (listener, Redis, the sandbox). Answers whether every request finished in time.
 */
export async function drainAndClose(
  app: FastifyInstance,
  options: { graceMs: number; stopJobs: () => Promise<unknown> },
): Promise<boolean> {
  const deadline = Date.now() + options.graceMs;
  const left = () => deadline - Date.now();
  app.lifecycle.draining = true;
  const jobs = options.stopJobs();
  for (const socket of app.websocketServer.clients) socket.close(1012, 'service restart');
  const finished = await app.lifecycle.idle(left());
  await atMost(left(), jobs);
  if (!finished)
    app.log.warn({ inFlight: app.lifecycle.busy }, 'shutdown: requests still running at the end of the grace');
  // Keep-alive connections (and, past the grace, busy ones) would hold the listener's close open.
  app.server.closeAllConnections();
  await atMost(Math.max(left(), 1_000), app.close());
  return finished;
}

/** METRICS_PORT: /metrics on a listener of its own, for a port only the monitoring network reaches. */
export async function startMetricsServer(port: number, host: string): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_req, reply) =>
    reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics()),
  );
  await server.listen({ port, host });
  return server;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** In-flight count and draining flag (server/app.ts decorates every app with one). */
    lifecycle: Lifecycle;
  }
  interface FastifyRequest {
    /** Counted in flight (not refused while draining). */
    admitted: boolean;
    /** Who called, once the session is known (server/http/route.ts): for the request's log line. */
    caller: { id: number; role: string } | null;
  }
}
