import { PayoutStatus, riskMatchKey, type RiskEntryKind, type RiskMatch } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PayoutRecord } from './records.ts';
import { blacklistEntries, insertRiskDetection, updatePayout } from './repository.ts';
import { checkPayoutMove } from './state-machine.ts';
import { settingValue } from '../system-config/index.ts';

type Payee = Pick<PayoutRecord, 'name' | 'cardNumber' | 'upi' | 'walletAddress'>;

/** The blacklist entries this payee matches: name without case or spaces, card digits, account exact. */
export async function blacklistMatches(db: DbOrTx, p: Payee): Promise<RiskMatch[]> {
  const name = riskMatchKey('name', p.name);
  const card = riskMatchKey('cardNumber', p.cardNumber);
  const upi = riskMatchKey('account', p.upi);
  const wallet = riskMatchKey('account', p.walletAddress);
  const accounts = [upi, wallet].filter((a) => a !== '');
  const rows = await blacklistEntries(db, { name, card, accounts });
  return rows.map((r) => {
    const kind = r.kind as RiskEntryKind;
    const field = kind === 'account' ? (r.matchKey === upi ? 'upi' : 'walletAddress') : kind;
    return { entryId: r.id, kind, value: r.value, field };
  });
}

/**
 * Part of the payout create (risk-control only reads the detections it leaves and decides them), so
 * payouts does not depend on the risk-control module that moves its held payouts.
 * Called by the payout create (insertPayout) inside its transaction, after the insert and the
 * hold: while RiskControlSwitch is on, a payee on the blacklist is held. The payout moves to
 * Handle exceptions (not claimable, not batchable: both take Awaiting Payment only), loses an
 * automatic assignment, keeps its balance hold, and gets one detection record naming the entries.
 */
export async function screenPayout(tx: DbOrTx, row: PayoutRecord, now: Date): Promise<PayoutRecord> {
  if (!(await settingValue(tx, 'RiskControlSwitch'))) return row;
  const matches = await blacklistMatches(tx, row);
  if (matches.length === 0) return row;
  checkPayoutMove(row, PayoutStatus.handleExceptions);
  const held = await updatePayout(tx, row.id, {
    status: PayoutStatus.handleExceptions,
    supplierId: null,
    claimedAt: null,
    updatedAt: now,
  });
  await insertRiskDetection(tx, row, matches, now);
  return held ?? row;
}
