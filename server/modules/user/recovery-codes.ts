import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { constants } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema.ts';

/**
 * Recovery codes of Google Authenticator (decision 106): ten codes of ten digits, so they fit the
 * same digits-only field as a six-digit code. Stored as SHA-256 of user id and code: the table
 * never holds a usable code, and the Google secret beside it in the same database is the more
 * valuable thing to protect, so a slow hash would add nothing.
 */
const hashOf = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

export const isRecoveryCode = (code: string) => code.length === constants.recoveryCodeDigits;

/** A new set: the old codes stop working; the plain codes exist only in this answer. */
export async function newRecoveryCodes(db: DbOrTx, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < constants.recoveryCodeCount)
    codes.add(Array.from({ length: constants.recoveryCodeDigits }, () => String(randomInt(10))).join(''));
  const list = [...codes];
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(list.map((c) => ({ userId, codeHash: hashOf(userId, c) })));
  return list;
}

/** Spends one code: a single update decides, so two requests with the same code get one success. */
export async function spendRecoveryCode(
  db: DbOrTx,
  userId: number,
  code: string,
  now: Date,
): Promise<'accepted' | 'wrong'> {
  const result = (await db.execute(sql`
    update recovery_codes set used_at = ${now.toISOString()}::timestamptz
    where user_id = ${userId} and code_hash = ${hashOf(userId, code)} and used_at is null
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1 ? 'accepted' : 'wrong';
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function dropRecoveryCodes(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
