import client from 'prom-client';

/**
 * The Prometheus figures of one server process (docs/operations/metrics.md lists them). One
 * registry per process: tests build many apps in one process, and the figures of all of them add
 * up, which is what a process-wide counter means anyway.
 */
export const metricsRegistry = new client.Registry();
// Process CPU, memory, file descriptors, GC and the event-loop lag (nodejs_eventloop_lag_*).
client.collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new client.Counter({
  name: 'bo_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpDuration = new client.Histogram({
  name: 'bo_http_request_duration_seconds',
  help: 'Time from a request received to its answer sent, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const ordersCreated = new client.Counter({
  name: 'bo_orders_created_total',
  help: 'Collection orders created (committed; a repeated mchOrderNo is not counted), by product id.',
  labelNames: ['product'] as const,
  registers,
});

export const ordersFinished = new client.Counter({
  name: 'bo_orders_finished_total',
  help: 'Collection orders marked paid (Successful), by product id.',
  labelNames: ['product'] as const,
  registers,
});

export const payoutsCreated = new client.Counter({
  name: 'bo_payouts_created_total',
  help: 'Payout orders created (API, app and upload; committed), by product id.',
  labelNames: ['product'] as const,
  registers,
});

export const payoutsFinished = new client.Counter({
  name: 'bo_payouts_finished_total',
  help: 'Payout orders moved to a final status, by product id and outcome (completed, cancelled).',
  labelNames: ['product', 'outcome'] as const,
  registers,
});

export const callbacksSent = new client.Counter({
  name: 'bo_callbacks_sent_total',
  help: 'Merchant callbacks sent, by result (delivered: the merchant answered success; failed: anything else).',
  labelNames: ['result'] as const,
  registers,
});

export const jobRuns = new client.Counter({
  name: 'bo_job_runs_total',
  help: 'Runs of the background jobs, by job and result (ok, error).',
  labelNames: ['job', 'result'] as const,
  registers,
});

export const websocketClients = new client.Gauge({
  name: 'bo_websocket_clients',
  help: 'Live websockets open on this instance.',
  registers,
});

export const sandboxRuns = new client.Counter({
  name: 'bo_sandbox_runs_total',
  help: 'Pay-script (dynamic pay) sandbox runs, by result (ok, error, timeout).',
  labelNames: ['result'] as const,
  registers,
});

export const anonymousEventsCounted = new client.Counter({
  name: 'bo_anonymous_events_total',
  help: 'Things anonymous callers set off (forged webhooks, error reports without a session, wrong binding codes), by source; summarised, not stored one by one.',
  labelNames: ['source'] as const,
  registers,
});

export const databaseUnavailable = new client.Counter({
  name: 'bo_database_unavailable_total',
  help: 'Requests answered 503 because the database connection was lost or could not be opened.',
  registers,
});

/** What a pool tells of itself; pg.Pool has these fields, PGlite has no pool. */
export interface PoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const pools = new Set<PoolFigures>();

/** Reports a database pool's connections while it is open (server/db/client.ts). */
export function watchPool(pool: PoolFigures): () => void {
  pools.add(pool);
  return () => void pools.delete(pool);
}

new client.Gauge({
  name: 'bo_db_pool_connections',
  help: 'PostgreSQL pool connections by state (in_use, idle).',
  labelNames: ['state'] as const,
  registers,
  collect() {
    let total = 0;
    let idle = 0;
    for (const p of pools) {
      total += p.totalCount;
      idle += p.idleCount;
    }
    this.set({ state: 'in_use' }, total - idle);
    this.set({ state: 'idle' }, idle);
  },
});

new client.Gauge({
  name: 'bo_db_pool_waiting',
  help: 'Queries waiting for a PostgreSQL pool connection.',
  registers,
  collect() {
    let waiting = 0;
    for (const p of pools) waiting += p.waitingCount;
    this.set(waiting);
  },
});

const queueDepths = new Map<string, () => Promise<number>>();

/** A job's backlog, counted when /metrics is read (server/main.ts registers the jobs' counts). */
export function watchQueueDepth(job: string, count: () => Promise<number>): () => void {
  queueDepths.set(job, count);
  return () => void queueDepths.delete(job);
}

new client.Gauge({
  name: 'bo_job_queue_depth',
  help: 'Items due for a background job and not yet done (callbacks due, gateway sends due), by job.',
  labelNames: ['job'] as const,
  registers,
  async collect() {
    this.reset();
    await Promise.all(
      [...queueDepths].map(async ([job, count]) => {
        // A database that does not answer leaves the figure out rather than failing the scrape.
        const n = await Promise.race([
          count().catch(() => null),
          new Promise<null>((r) => setTimeout(() => r(null), 2_000).unref()),
        ]);
        if (n !== null) this.set({ job }, n);
      }),
    );
  },
});
