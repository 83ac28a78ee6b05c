import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { serveControlSocket } from './db/backup.ts';
import { openDatabase } from './db/client.ts';
import { systemClock } from './lib/clock.ts';
import { drainAndClose, startMetricsServer } from './http/operations.ts';
import { createLogger, jobLog } from './lib/logger.ts';
import { nodeVersionProblem, runBuild, startSteps } from './lib/start-steps.ts';
import { watchQueueDepth } from './lib/metrics.ts';
import { dueCallbackCount, startCallbackJob } from './modules/order-callbacks/job.ts';
import { dueSendingCount, startGatewayJob } from './modules/pay-gateways/index.ts';
import { startBotJobs } from './modules/bot-jobs/index.ts';
import { botMessenger } from './modules/telegram-bot/index.ts';
import { startTimeoutJob } from './modules/orders/timeout-job.ts';
import { startKeepAliveJob } from './modules/receiving-accounts/keep-alive.ts';
import { startDelayedMatchJob } from './modules/web-records/delayed-match.ts';
import { startRetentionJob } from './modules/order-retention/index.ts';
import { startAnonymousSummaryJob } from './modules/audit-log/index.ts';
import { hasSuperAdmin } from './modules/user/index.ts';
import { demoAccounts, demoGoogleSecret, demoOrderCount, seedDemoIfEmpty } from './seed/demo.ts';

const config = (() => {
  try {
    return configFromEnv();
  } catch (e) {
    // A setting that would be unsafe (TRUST_PROXY=true) stops the start with its reason, no stack.
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
})();

// One line a step (docs/development.md "First start"): a newcomer tells progress from a hang.
const steps = startSteps(4);
const tooOld = nodeVersionProblem();
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}
steps.note('Install check', `Node ${process.versions.node}, dependencies installed`);

// `npm start` builds the PWA once when there is no build yet.
if (!existsSync(join(config.staticDir, 'index.html')) && !config.skipBuild) {
  await steps
    .step('Building the app (first start only, about 1 to 2 minutes)', () => runBuild(config.verbose))
    .catch(() => process.exit(1));
} else {
  steps.note('App build', config.skipBuild ? 'not built here (SKIP_BUILD)' : `ready in ${config.staticDir}`);
}

const logger = createLogger(config.logLevel);
// A promise nobody awaited that fails (a database call gone with its connection) is logged, not fatal.
process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));

const database = await steps.step(
  `Opening the database (${config.databaseUrl ? 'PostgreSQL' : config.dataDir}) and applying migrations`,
  () =>
    openDatabase(
      config.databaseUrl
        ? {
            url: config.databaseUrl,
            onConnectionLost: (err) => logger.warn({ err }, 'database connection lost; the pool opens a new one'),
          }
        : { dataDir: config.dataDir },
    ),
);
if (config.seedDemo) {
  await steps.step(
    'Demo data',
    () => seedDemoIfEmpty(database.db),
    (seeded) =>
      seeded ? `${demoOrderCount.toLocaleString('en-US')} orders and their accounts seeded` : 'already there',
  );
} else {
  steps.note('Demo data', 'none (SEED_DEMO=false or NODE_ENV=production)');
}
const app = await buildApp({ config, db: database.db, logger });
await app.listen({ port: config.port, host: config.host });
const metricsServer = config.metricsPort ? await startMetricsServer(config.metricsPort, config.host) : null;
// PGlite: `npm run backup` asks this process for a consistent dump (server/db/backup.ts).
const stopControlSocket = database.kind === 'pglite' ? await serveControlSocket(config.dataDir, database) : undefined;
// Every instance runs it: SKIP LOCKED claims keep them from timing out one order twice.
const stopTimeoutJob = startTimeoutJob(database.db, systemClock, jobLog(logger, 'orderTimeouts'));
// Likewise: a claimed callback is leased to one instance before its request goes out.
const stopCallbackJob = startCallbackJob(database.db, systemClock, app.services.outbound, jobLog(logger, 'callbacks'));
// Payout gateways: sendings are claimed with SKIP LOCKED and a lease; a resend carries the same idempotency key.
const stopGatewayJob = startGatewayJob(
  database.db,
  systemClock,
  { outbound: app.services.outbound, config },
  jobLog(logger, 'gatewaySends'),
);
// The bot's reminders, daily fund records and failed-callback announcements: each send is claimed once across instances.
const stopBotJobs = startBotJobs(database.db, systemClock, botMessenger(app.services), jobLog(logger, 'botMessages'));
// One UPDATE marks silent devices offline: instances running it together change each row once.
const stopKeepAliveJob = startKeepAliveJob(database.db, systemClock, jobLog(logger, 'keepAlive'));
// Payment records held by MessageDelay: claimed with SKIP LOCKED, each matched once.
const stopDelayedMatchJob = startDelayedMatchJob(database.db, systemClock, jobLog(logger, 'delayedMatch'));
// Order data retention (decision 058): DataClearCycle, at most one run a day across instances.
const stopRetentionJob = startRetentionJob(database.db, systemClock, jobLog(logger, 'retention'));
// Anonymous refusals counted per window (decision 110): each closed window is claimed once and summarised.
const stopAnonymousSummaries = startAnonymousSummaryJob(database.db, systemClock, jobLog(logger, 'anonymousSummaries'));
watchQueueDepth('callbacks', () => dueCallbackCount(database.db, systemClock.now()));
watchQueueDepth('gatewaySends', () => dueSendingCount(database.db, systemClock.now()));

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

/** SIGTERM or SIGINT: drain (server/http/operations.ts), close the pools, exit 0. */
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, inFlight: app.lifecycle.busy }, 'shutting down: draining');
  const jobs = [
    stopTimeoutJob,
    stopCallbackJob,
    stopGatewayJob,
    stopBotJobs,
    stopKeepAliveJob,
    stopDelayedMatchJob,
    stopRetentionJob,
    stopAnonymousSummaries,
  ];
  await drainAndClose(app, {
    graceMs: config.shutdownGraceMs,
    stopJobs: () => Promise.all(jobs.map((stop) => stop())),
  });
  await metricsServer?.close();
  await stopControlSocket?.();
  await Promise.race([database.close().catch(() => undefined), new Promise((r) => setTimeout(r, 2_000))]);
  logger.info('shut down');
  logger.flush();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
