import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { PayoutStatus, riskMatchKey, type RiskEntryKind, type RiskMatch } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payoutOrders, riskBlacklist, riskDetections } from '../../db/schema.ts';
import type { PayoutRecord } from '../payouts/records.ts';
import { checkPayoutMove } from '../payouts/state-machine.ts';
import { readSetting } from '../system-config/store.ts';

type Payee = Pick<PayoutRecord, 'name' | 'cardNumber' | 'upi' | 'walletAddress'>;

/** The blacklist entries this payee matches: name without case or spaces, card digits, account exact. */
export async function blacklistMatches(db: DbOrTx, p: Payee): Promise<RiskMatch[]> {
  const name = riskMatchKey('name', p.name);
  const card = riskMatchKey('cardNumber', p.cardNumber);
  const upi = riskMatchKey('account', p.upi);
  const wallet = riskMatchKey('account', p.walletAddress);
  const accounts = [upi, wallet].filter((a) => a !== '');
  const when = (kind: RiskEntryKind, cond: SQL) => and(eq(riskBlacklist.kind, kind), cond);
  const conditions = [
    name !== '' ? when('name', eq(riskBlacklist.matchKey, name)) : undefined,
    card !== '' ? when('cardNumber', eq(riskBlacklist.matchKey, card)) : undefined,
    accounts.length > 0 ? when('account', inArray(riskBlacklist.matchKey, accounts)) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  const rows = await db.select().from(riskBlacklist).where(or(...conditions)).orderBy(riskBlacklist.id);
  return rows.map((r) => {
    const kind = r.kind as RiskEntryKind;
    const field = kind === 'account' ? (r.matchKey === upi ? 'upi' : 'walletAddress') : kind;
    return { entryId: r.id, kind, value: r.value, field };
  });
}

/**
 * Called by the payout create (insertPayout) inside its transaction, after the insert and the
 * hold: while RiskControlSwitch is on, a payee on the blacklist is held. The payout moves to
 * Handle exceptions (not claimable, not batchable: both take Awaiting Payment only), loses an
 * automatic assignment, keeps its balance hold, and gets one detection record naming the entries.
 */
export async function screenPayout(tx: DbOrTx, row: PayoutRecord, now: Date): Promise<PayoutRecord> {
  if (!(await readSetting(tx, 'RiskControlSwitch', true))) return row;
  const matches = await blacklistMatches(tx, row);
  if (matches.length === 0) return row;
  checkPayoutMove(row, PayoutStatus.handleExceptions);
  const [held] = await tx
    .update(payoutOrders)
    .set({ status: PayoutStatus.handleExceptions, supplierId: null, claimedAt: null, updatedAt: now })
    .where(eq(payoutOrders.id, row.id))
    .returning();
  await tx.insert(riskDetections).values({ payoutId: row.id, orderCode: row.orderCode, merchantId: row.merchantId, matches, createdAt: now });
  return held ?? row;
}
