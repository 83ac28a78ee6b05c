// `npm run bench:fuzz`: the contract fuzz of tests/server/contract-fuzz.test.ts, longer and with a
// random seed: every call of the contract as each role that may make it, inputs built from its zod
// schema with hostile values (NUL, lone surrogates, controls, long and odd Unicode, wrong types,
// broken percent-encoding). Prints the seed, requests sent, statuses seen and every 5xx (or 4xx
// without an envelope) with the request that caused it; `FUZZ_SEED=<seed>` sends the same requests
// again. FUZZ_ROUNDS (default 5) passes over the contract (FUZZ_PER_CALL caps each call's requests); PGlite in memory, or PostgreSQL when
// TEST_DATABASE_URL names a server (a fresh database, dropped at the end). Exits 1 on a failure.
import { backends, startBackend } from '../tests/server/support/backend.ts';
import { fuzzContract, plannedRequests } from '../tests/server/support/fuzz-inputs.ts';
import { setting } from './support/smoke.ts';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const rounds = setting('FUZZ_ROUNDS', 5, 1);
/** FUZZ_PER_CALL caps each call's requests a round (0: all of them; a smoke run sends 2). */
const perCall = setting('FUZZ_PER_CALL', 0, 2) || undefined;
const kind = backends.includes('postgres') ? 'postgres' : 'pglite';

console.log(
  `seed ${seed} (replay: FUZZ_SEED=${seed} FUZZ_ROUNDS=${rounds} npm run bench:fuzz), database ${kind}, ${rounds} rounds of about ${plannedRequests(seed)} requests`,
);
const b = await startBackend(kind, { orderCount: 200 });
const t0 = performance.now();
let lastReport = t0;
const summary = await fuzzContract(b, seed, {
  rounds,
  perCall,
  onProgress: (done) => {
    if (performance.now() - lastReport < 10_000) return;
    lastReport = performance.now();
    console.log(`  ${done} requests, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  },
});
const secs = (performance.now() - t0) / 1000;
await b.close();

console.log(`requests: ${summary.requests} in ${secs.toFixed(1)} s (${(summary.requests / secs).toFixed(0)}/s)`);
console.log(
  `statuses: ${Object.entries(summary.statuses)
    .map(([s, n]) => `${s} x${n}`)
    .join(', ')}`,
);
console.log(`failures (5xx, or 4xx without an envelope): ${summary.failures.length}`);
for (const f of summary.failures) {
  console.log(`- ${f.status} ${f.request.call} as ${f.request.role}: ${f.request.method} ${f.request.url}`);
  if (f.request.payload !== undefined) console.log(`  body ${JSON.stringify(f.request.payload).slice(0, 2000)}`);
  if (f.request.rawBody !== undefined) console.log(`  raw body ${JSON.stringify(f.request.rawBody)}`);
  console.log(`  answer ${f.body}`);
}
process.exitCode = summary.failures.length ? 1 : 0;
