// `npm run bench`: sign-in throughput and the cost of an authenticated call, on PGlite in memory.
// Prints figures; asserts nothing (targets live in docs/performance.md).
import { buildApp } from '../server/app.ts';
import { configFromEnv } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoIfEmpty } from '../server/seed/demo.ts';
import { pct } from './support/figures.ts';
import { setting, smoke } from './support/smoke.ts';

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true });
await seedDemoIfEmpty(database.db, { orderCount: smoke ? 50 : 1000 });
const app = await buildApp({ config: { ...configFromEnv({}), staticDir: '/nonexistent' }, db: database.db });
await app.ready();

const logins: number[] = [];
let token = '';
const n = setting('BENCH_LOGINS', 50, 2);
const t0 = performance.now();
for (let i = 0; i < n; i++) {
  const s = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/v1.0/user/login',
    payload: { userName: 'merchant01', password: 'Demo1234' },
    remoteAddress: `10.1.${i >> 8}.${i & 255}`,
  });
  logins.push(performance.now() - s);
  token = res.json().data.token;
}
const loginSecs = (performance.now() - t0) / 1000;

const infos: number[] = [];
for (let i = 0; i < (smoke ? 10 : 1000); i++) {
  const s = performance.now();
  await app.inject({ method: 'POST', url: '/v1.0/user/getInfo', headers: { token }, payload: {} });
  infos.push(performance.now() - s);
}
console.log(`database: ${database.kind}`);
console.log(
  `login: ${n} in ${loginSecs.toFixed(2)} s = ${(n / loginSecs).toFixed(1)}/s; p50 ${pct(logins, 50).toFixed(1)} ms, p95 ${pct(logins, 95).toFixed(1)} ms`,
);
console.log(`getInfo (authenticated): p50 ${pct(infos, 50).toFixed(2)} ms, p95 ${pct(infos, 95).toFixed(2)} ms`);
await app.close();
await database.close();
