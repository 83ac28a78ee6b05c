import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { serveControlSocket } from './db/backup.ts';
import { openDatabase } from './db/client.ts';
import { systemClock } from './lib/clock.ts';
import { startCallbackJob } from './modules/order-callbacks/job.ts';
import { startGatewayJob } from './modules/pay-gateways/index.ts';
import { startBotJobs } from './modules/bot-jobs/index.ts';
import { botMessenger } from './modules/telegram-bot/index.ts';
import { startTimeoutJob } from './modules/orders/timeout-job.ts';
import { startKeepAliveJob } from './modules/receiving-accounts/keep-alive.ts';
import { startDelayedMatchJob } from './modules/web-records/delayed-match.ts';
import { startRetentionJob } from './modules/order-retention/index.ts';
import { hasSuperAdmin } from './modules/user/index.ts';
import { demoAccounts, demoGoogleSecret, seedDemoIfEmpty } from './seed/demo.ts';

const config = (() => {
  try {
    return configFromEnv();
  } catch (e) {
    // A setting that would be unsafe (TRUST_PROXY=true) stops the start with its reason, no stack.
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
})();

// `npm start` builds the PWA once when there is no build yet.
if (!existsSync(join(config.staticDir, 'index.html')) && !config.skipBuild) {
  console.log('Building the app (first start only)…');
  const res = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
if (config.seedDemo) await seedDemoIfEmpty(database.db, { log: (m) => console.log(m) });
const app = await buildApp({ config, db: database.db, logger: config.logRequests });
await app.listen({ port: config.port, host: config.host });
// PGlite: `npm run backup` asks this process for a consistent dump (server/db/backup.ts).
const stopControlSocket = database.kind === 'pglite' ? await serveControlSocket(config.dataDir, database) : undefined;
// Every instance runs it: SKIP LOCKED claims keep them from timing out one order twice.
const stopTimeoutJob = startTimeoutJob(database.db, systemClock);
// Likewise: a claimed callback is leased to one instance before its request goes out.
const stopCallbackJob = startCallbackJob(database.db, systemClock, app.services.outbound);
// Payout gateways: sendings are claimed with SKIP LOCKED and a lease; a resend carries the same idempotency key.
const stopGatewayJob = startGatewayJob(database.db, systemClock, { outbound: app.services.outbound, config });
// The bot's reminders, daily fund records and failed-callback announcements: each send is claimed once across instances.
const stopBotJobs = startBotJobs(database.db, systemClock, botMessenger(app.services));
// One UPDATE marks silent devices offline: instances running it together change each row once.
const stopKeepAliveJob = startKeepAliveJob(database.db, systemClock);
// Payment records held by MessageDelay: claimed with SKIP LOCKED, each matched once.
const stopDelayedMatchJob = startDelayedMatchJob(database.db, systemClock);
// Order data retention (issue 16 item 5): DataClearCycle, at most one run a day across instances.
const stopRetentionJob = startRetentionJob(database.db, systemClock);

const url = `http://localhost:${config.port}`;
console.log(
  `\nBack office running at ${url} (database: ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`,
);
if (config.seedDemo) {
  console.log('Demo accounts (password Demo1234):');
  for (const a of demoAccounts) console.log(`  ${a.account.padEnd(13)} ${a.description}`);
  console.log(`  admin0002     admin with Google verification; TOTP secret ${demoGoogleSecret}`);
} else if (!(await hasSuperAdmin(database.db))) {
  // A production start never makes or prints demo accounts (docs/operations.md "Production start and the first administrator").
  console.log('No administrator yet: create the first one with  npm run admin:create');
}

const shutdown = async () => {
  stopTimeoutJob();
  stopCallbackJob();
  stopGatewayJob();
  stopBotJobs();
  stopKeepAliveJob();
  stopDelayedMatchJob();
  stopRetentionJob();
  await stopControlSocket?.();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
