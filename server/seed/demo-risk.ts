import { eq } from 'drizzle-orm';
import { riskMatchKey, type RiskEntryKind } from '../../src/contract/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { riskBlacklist, users } from '../db/schema.ts';

/** A few blacklist entries of every kind, so risk control has something to show (RiskControlSwitch is on by default). */
const entries: { kind: RiskEntryKind; value: string; remark: string }[] = [
  { kind: 'name', value: 'Vikram Fraudster', remark: 'Chargebacks on three merchants' },
  { kind: 'name', value: 'Test Mule Account', remark: 'Known money mule' },
  { kind: 'cardNumber', value: '9999 0000 1111 2222', remark: 'Reported stolen' },
  { kind: 'account', value: 'mule.demo@okaxis', remark: 'UPI used by a mule ring' },
  { kind: 'account', value: 'TMuLeDemoWa11etAddre55000000000001', remark: 'Wallet flagged by the exchange' },
];

/** Added by the demo superadmin, a day before the demo's now. */
export async function seedRiskBlacklist(tx: DbOrTx, now: Date): Promise<void> {
  const [boss] = await tx
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(eq(users.account, 'superadmin'));
  const createdAt = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await tx
    .insert(riskBlacklist)
    .values(
      entries.map((e) => ({
        ...e,
        matchKey: riskMatchKey(e.kind, e.value),
        createdBy: boss?.id ?? null,
        createdByAccount: boss?.account ?? '',
        createdAt,
      })),
    )
    .onConflictDoNothing();
}
