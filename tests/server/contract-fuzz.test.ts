import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { fuzzContract } from './support/fuzz-inputs.ts';

/**
 * Decision 047: NUL bytes and lone surrogates answered 500 (PostgreSQL refuses NUL in text;
 * a lone surrogate cannot be encoded as UTF-8). Every call of the contract, as each role that may
 * make it, gets inputs built from its schema with hostile values; no answer may be a 5xx, and every
 * refusal is an envelope with a message. The seed is fixed; `npm run bench:fuzz` runs random ones.
 */
const seed = 20_261_124;

describe.each(backends)('contract fuzz (%s)', (kind) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 40 });
  });
  afterAll(() => b?.close());

  it('answers every hostile input to every call without a 5xx, and every refusal is an envelope with a message', async () => {
    const t0 = Date.now();
    const cpu0 = process.cpuUsage();
    const summary = await fuzzContract(b, seed);
    const cpu = process.cpuUsage(cpu0);
    // CPU time too: the wall time on a loaded machine says little about CI's.
    console.log(
      `contract fuzz ${kind}: ${summary.requests} requests in ${Date.now() - t0} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms), statuses ${JSON.stringify(summary.statuses)}, ${summary.failures.length} failures`,
    );
    for (const f of summary.failures.slice(0, 40))
      console.log(
        f.status,
        f.request.role,
        f.request.method,
        f.request.url.slice(0, 150),
        JSON.stringify(f.request.payload ?? f.request.rawBody ?? null).slice(0, 200),
        f.body.slice(0, 200),
      );
    expect(summary.requests).toBeGreaterThan(1000);
    expect(
      summary.failures.map((f) => `${f.status} ${f.request.call} ${f.request.method} ${f.request.url.slice(0, 120)}`),
    ).toEqual([]);
  });
});
