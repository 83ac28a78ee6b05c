import type { Db } from '../../db/client.ts';
import type { ServerConfig } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OutboundGuard } from '../../lib/outbound/index.ts';
import { isAtGateway } from '../payouts/index.ts';
import { targetOf } from './credentials.ts';
import { applyGatewayAnswer, applyRefusal } from './outcome.ts';
import { fetchPayout, gatewayTimeoutMs, sendPayout } from './razorpayx.ts';
import { startJobLoop, type StopJob } from '../../lib/job-loop.ts';
import type { JobLog } from '../../lib/logger.ts';
import { claimDueSendings, gatewayById, payoutOf, recordSending, type GatewaySending } from './repository.ts';

export interface GatewayJobOptions {
  outbound: OutboundGuard;
  config: Pick<ServerConfig, 'gatewaySecretKey' | 'dataDir'>;
  batchSize?: number;
  /** Per request; gatewayTimeoutMs unless a test says otherwise. */
  timeoutMs?: number;
}

/** A claim outlives the request's timeout by far, so only a crashed instance's claims expire. */
const leaseMarginMs = 50_000;
/** The job's own audit identity: no operator, no address. */
const jobActor = { auth: null, ip: '' };

/** Retries of an unanswered send or poll: 30 s, 1 min, 2 min … at most an hour apart. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

async function handle(db: Db, clock: Clock, s: GatewaySending, options: GatewayJobOptions): Promise<void> {
  const lease = s.nextCheckAt;
  const [payout, gateway] = await Promise.all([payoutOf(db, s.payoutId), gatewayById(db, s.gatewayId)]);
  const now = () => clock.now();
  if (!payout || !gateway || !isAtGateway(payout) || payout.gatewayId !== s.gatewayId) {
    // Moved on already (a webhook answered first): nothing left to send or poll.
    await recordSending(db, s.payoutId, { nextCheckAt: null, updatedAt: now() }, lease);
    return;
  }
  const retry = (reason: string) =>
    recordSending(
      db,
      s.payoutId,
      {
        attempts: s.attempts + 1,
        lastError: reason.slice(0, 255),
        nextCheckAt: new Date(now().getTime() + retryDelayMs(s.attempts + 1)),
        updatedAt: now(),
      },
      lease,
    );
  let target;
  try {
    target = targetOf(gateway, options.config);
  } catch {
    return retry('The stored credentials cannot be decrypted with this server key');
  }
  if (s.gatewayRef === null) {
    // Not confirmed yet: (re)send with the same idempotency key; the gateway answers the payout it already has.
    const sent = await sendPayout(options.outbound, target, payout, s.idempotencyKey, options.timeoutMs);
    if (sent.kind === 'unknown') return retry(sent.reason);
    if (sent.kind === 'refused') {
      await applyRefusal(db, clock, s, sent.reason, jobActor, lease);
      return;
    }
    await applyGatewayAnswer(db, clock, { ...s, gatewayRef: sent.payout.id }, sent.payout, jobActor, lease);
    return;
  }
  const polled = await fetchPayout(options.outbound, target, s.gatewayRef, options.timeoutMs);
  if (polled.kind === 'unknown') return retry(polled.reason);
  await applyGatewayAnswer(db, clock, s, polled.payout, jobActor, lease);
}

/**
 * One run of the gateway job: claims due sendings batch by batch (claimDueSendings, SKIP LOCKED and
 * a lease), sends the queued ones and polls the sent ones outside any transaction, then applies
 * the answers (applyGatewayAnswer). Runs here or on other instances at once never send one payout
 * twice, and a send retried after a lost answer carries the same idempotency key. Answers how
 * many sendings it handled.
 */
export async function runGatewayJob(db: Db, clock: Clock, options: GatewayJobOptions): Promise<number> {
  const batchSize = options.batchSize ?? 20;
  let handled = 0;
  for (;;) {
    const now = clock.now();
    const claims = await claimDueSendings(
      db,
      now,
      new Date(now.getTime() + (options.timeoutMs ?? gatewayTimeoutMs) * 2 + leaseMarginMs),
      batchSize,
    );
    await Promise.all(claims.map((c) => handle(db, clock, c, options)));
    handled += claims.length;
    if (claims.length < batchSize) return handled;
  }
}

/** Started by server/main.ts on every instance; tests call runGatewayJob with a ManualClock. */
export function startGatewayJob(
  db: Db,
  clock: Clock,
  options: GatewayJobOptions,
  log: JobLog,
  everyMs = 5_000,
): StopJob {
  return startJobLoop('gatewaySends', everyMs, () => runGatewayJob(db, clock, options), log);
}
