import type { DbOrTx } from '../db/client.ts';
import { smsTemplates } from '../db/schema.ts';

/** The banks and sender ids the demo's SMS records name (demo-monitoring, demo-security-chain). */
const banks = [
  ['HDFC Bank', 'HDFCBK'],
  ['State Bank of India', 'SBIINB'],
  ['ICICI Bank', 'ICICIB'],
  ['Axis Bank', 'AXISBK'],
] as const;

/**
 * SMS templates that read the demo's own texts, so the report reads them as it would a bank's
 * and the template page has something true to show. Draws nothing from the generator.
 */
export async function seedSmsTemplates(tx: DbOrTx, now: Date): Promise<void> {
  const rows: (typeof smsTemplates.$inferInsert)[] = [];
  for (const [bankName, sender] of banks) {
    const base = { bankName, sender, updatedBy: 'superadmin', createdAt: now, updatedAt: now };
    rows.push(
      {
        ...base,
        direction: 0,
        pattern: 'Credited INR {amount} to a/c XX{tail} UTR {utr}',
        example: 'Credited INR 1500.00 to a/c XX4321 UTR 412345678901',
      },
      {
        ...base,
        direction: 1,
        pattern: 'Debited INR {amount} from a/c XX{tail}{*}',
        example: 'Debited INR 250.00 from a/c XX4321',
      },
      {
        ...base,
        direction: 2,
        pattern: 'Reversed INR {amount} from a/c XX{tail}{*}',
        example: 'Reversed INR 250.00 from a/c XX4321',
      },
    );
  }
  // The security chain's texts carry the balance after each message.
  const hdfc = { bankName: 'HDFC Bank', sender: 'HDFCBK', updatedBy: 'superadmin', createdAt: now, updatedAt: now };
  rows.push(
    {
      ...hdfc,
      direction: 0,
      pattern: 'Credited INR {amount} a/c XX{tail}. Avl Bal INR {balance}',
      example: 'Credited INR 1500.00 a/c XX4321. Avl Bal INR 20500.00',
    },
    {
      ...hdfc,
      direction: 1,
      pattern: 'Debited INR {amount} a/c XX{tail}. Avl Bal INR {balance}',
      example: 'Debited INR 500.00 a/c XX4321. Avl Bal INR 20000.00',
    },
    {
      ...hdfc,
      direction: 2,
      pattern: 'Reversed INR {amount} a/c XX{tail}. Avl Bal INR {balance}',
      example: 'Reversed INR 500.00 a/c XX4321. Avl Bal INR 20500.00',
    },
  );
  await tx.insert(smsTemplates).values(rows);
}
