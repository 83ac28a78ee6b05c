// The signed-create client of `npm run bench:orders` and bench/create-profile.ts, in a module of its own: they fork
// it (BENCH_CLIENT) for each create run, and a child that imported a bench would load the
// server's whole module graph first (seconds a fork, most of the benches' smoke run under load).
// It imports the contract's signing and node's http only. Asserts nothing.
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { signParams } from '../../src/contract/signing.ts';
import { pct } from './figures.ts';

/** The product the bench's creates go to (bench/support/create-setup.ts gives it accounts). */
export const benchProduct = 95_001;

export interface ClientJob {
  /** The instances' addresses; the client's loop k posts to bases[k % bases.length]. */
  bases: string[];
  merchantId: number;
  key: string;
  clients: number;
  seconds: number;
  label: string;
  /** The product the creates name (default benchProduct). */
  productId?: number;
}
export interface ClientResult {
  ok: number;
  failed: number;
  secs: number;
  p50: number;
  p95: number;
  cpuMs: number;
}

/**
 * The create client, in a child process of its own so its CPU is counted apart from the server's:
 * `clients` loops over keep-alive connections, each POSTing a signed create and waiting for it.
 */
async function clientMain(job: ClientJob): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients });
  const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
  const post = (base: string, body: string) =>
    new Promise<string>((resolve, reject) => {
      const req = http.request(
        `${base}/v1.0/api/order/create`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let data = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (data += c));
          res.on('end', () => resolve(data));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  const cpu0 = process.cpuUsage();
  let seq = 0;
  let ok = 0;
  let failed = 0;
  const latencies: number[] = [];
  const t0 = performance.now();
  const until = t0 + job.seconds * 1000;
  const loop = async (_: unknown, k: number) => {
    const base = job.bases[k % job.bases.length]!;
    while (performance.now() < until) {
      const n = ++seq;
      const params = {
        mchId: job.merchantId,
        productId: job.productId ?? benchProduct,
        mchOrderNo: `B${job.label}${process.pid}N${n}`,
        amount: String(10_000 + (n % 5000) * 100),
        notifyUrl: 'https://merchant.example/notify',
        subject: 'Bench',
        clientIp: '203.0.113.9',
      };
      const t = performance.now();
      const body = JSON.parse(
        await post(base, JSON.stringify({ ...params, sign: signParams(params, job.key, md5) })),
      ) as {
        code: number;
        data?: { status: number };
      };
      latencies.push(performance.now() - t);
      if (body.code === 200 && body.data?.status === 1) ok++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: job.clients }, loop));
  const secs = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(cpu0);
  const result: ClientResult = {
    ok,
    failed,
    secs,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    cpuMs: (c.user + c.system) / 1000,
  };
  process.send?.(result);
  agent.destroy();
}

/**
 * Forks the client for `job`; `ready` settles once it has loaded, and `start()` lets it run and
 * answers its result. The child is ended once it has answered.
 */
export function forkCreateClient(job: ClientJob) {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_CLIENT: JSON.stringify(job) },
    execArgv: process.execArgv,
  });
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()));
  const start = async (): Promise<ClientResult> => {
    await ready;
    const done = new Promise<ClientResult>((resolve) => child.once('message', (m) => resolve(m as ClientResult)));
    child.send('go');
    const result = await done;
    child.kill();
    return result;
  };
  return { ready, start };
}

if (process.env.BENCH_CLIENT) {
  const job = JSON.parse(process.env.BENCH_CLIENT) as ClientJob;
  process.send?.('ready');
  await clientMain(job);
  process.exit(0);
}
