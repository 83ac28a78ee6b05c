import { eq } from 'drizzle-orm';
import { Code } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { settingValue } from '../system-config/index.ts';

/**
 * NeedNameCheck and KYC (product 7.9) ask for the payer's name (`userName` of the create): the name is
 * what a supplier matches the incoming payment (SMS, bank statement) against, and what KYC records.
 * - NeedNameCheck on: every collection order must carry it.
 * - KYC on: an order of the merchant's KYC lower limit or more must carry it (a limit of 0: no KYC
 *   threshold for that merchant).
 * A create that names the payer costs nothing more: the settings are read only when the name is missing.
 */
export async function requirePayerName(
  db: DbOrTx,
  merchantId: number,
  amount: number,
  userName: string | undefined,
): Promise<void> {
  if (userName && userName.trim() !== '') return;
  const [needName, kyc] = await Promise.all([settingValue(db, 'NeedNameCheck'), settingValue(db, 'KYC')]);
  if (needName) throw new ApiError(Code.badRequest, 'errors.payerNameRequired', {}, { field: 'userName' });
  if (!kyc) return;
  const [merchant] = await db.select({ limit: users.kycLowerLimit }).from(users).where(eq(users.id, merchantId));
  const limit = Number(merchant?.limit ?? 0);
  if (limit > 0 && amount >= limit)
    throw new ApiError(Code.badRequest, 'errors.kycPayerNameRequired', { limit }, { field: 'userName' });
}
