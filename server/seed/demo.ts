import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { systemConfig, users } from '../db/schema.ts';
import { hashPassword } from '../modules/user/passwords.ts';
import { seedCatalog } from './demo-catalog.ts';
import { seedFunds, staffFundEvents } from './demo-funds.ts';
import { seedMessages } from './demo-messages.ts';
import { seedMonitoring } from './demo-monitoring.ts';
import { seedOrders } from './demo-orders.ts';
import { seedPayouts } from './demo-payouts.ts';
import { seedPayoutBatches } from './demo-payout-batches.ts';
import { seedResources } from './demo-resources.ts';
import { demoPassword, seedUsers } from './demo-users.ts';
import { Prng } from './prng.ts';
import { defaultSystemConfig } from '../modules/system-config/index.ts';

export { demoAccounts, demoGoogleSecret, demoPassword } from './demo-users.ts';

export interface SeedOptions {
  log?: (m: string) => void;
  /** The demo's "now": every timestamp is relative to it. */
  now?: Date;
  /** Collection orders to create (default 24,000). */
  orderCount?: number;
}

/** Collection orders of the demo data set (the start says how many it seeds). */
export const demoOrderCount = 24_000;
/** Any fixed number: the same seed, now and orderCount give the same rows. */
const prngSeed = 20_240_601;
/** Serialises concurrent first starts of several instances on one PostgreSQL database. */
const seedLockKey = 727_275;

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the demo data set when there is no user yet; returns whether it did.
 *
 * Everything is written in ONE transaction: a crash or a kill during the seed leaves an empty
 * database, which is seeded again on the next start, never half a data set. That is fast enough
 * (about ten seconds for 24,000 orders on PGlite, see tests/server/seed.test.ts and the chunked
 * JSON inserts of insert-chunks.ts), so no
 * "seeded" marker is needed. Inside the transaction an advisory lock and a second look at the
 * users table make two instances starting together on PostgreSQL seed once.
 */
export async function seedDemoIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  const orderCount = opts.orderCount ?? demoOrderCount;
  if (!(await isEmpty(db))) return false;

  const started = Date.now();
  log(`Seeding the demo data set (${orderCount.toLocaleString('en-US')} orders)…`);
  // scrypt is slow on purpose: hash once and share the hash (each user may change it later).
  const passwordHash = await hashPassword(demoPassword);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return false;

    // One generator for the whole set, consumed in a fixed order: determinism needs both.
    const rng = new Prng(prngSeed);
    const people = await seedUsers(tx, rng, passwordHash, now);
    const fees = await seedCatalog(tx, rng, people, now);
    const byProduct = await seedResources(tx, rng, people, now);
    const orderEvents = await seedOrders(tx, rng, now, orderCount, people, fees, byProduct);
    const payoutEvents = await seedPayouts(tx, rng, now, people, fees);
    await seedPayoutBatches(tx, now);
    await seedFunds(tx, [...staffFundEvents(rng, people, now), ...orderEvents, ...payoutEvents], people, rng, now);
    // Last, so the inbox never shifts the random draws of the orders and funds before it.
    await seedMessages(tx, rng, people, now);
    // Its own generator: callback attempts and SMS records never shift the draws above.
    await seedMonitoring(tx, new Prng(prngSeed + 1), now);
    await (await import('./demo-records.ts')).seedWebRecords(tx);
    await (await import('./demo-risk.ts')).seedRiskBlacklist(tx, now);
    await (await import('./demo-security-chain.ts')).seedSecurityChains(tx, now);
    // Last: draws nothing, and whatever is added before it never shifts.
    await (await import('./demo-sms-templates.ts')).seedSmsTemplates(tx, now);
    await tx
      .insert(systemConfig)
      .values(Object.entries(defaultSystemConfig).map(([key, value]) => ({ key, value, updatedAt: now })))
      .onConflictDoNothing();
    // Last, and without random draws, so the rows above stay what the e2e tests expect.
    await (await import('./demo-banks.ts')).seedBanks(tx, now);
    // No random draws either: one rolled-out monitoring script per bank of the monitored accounts.
    await (await import('./demo-monitor-scripts.ts')).seedMonitorScripts(tx, now);
    // No random draws either: the demo's pay script (dynamic pay).
    await (await import('./demo-pay-scripts.ts')).seedPayScripts(tx, now);
    // No random draws either: the bot pages' groups, users and bookkeeping reports (no token, no balance moved).
    await (await import('./demo-bots.ts')).seedBots(tx, now);
    // No random draws either: Alipay, UnionPay and WeChat (decision 121), after every row the tests count.
    await (await import('./demo-channels.ts')).seedChannels(tx, people, now);
    // The monitoring script of the channels' banks (UnionPay's), after every other bank's.
    await (await import('./demo-monitor-scripts.ts')).seedMonitorScripts(tx, now);
    return true;
  });
  if (seeded) log(`Demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return seeded;
}
