import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payoutOrders as p } from '../../db/schema.ts';
import type { AuthUser } from '../../http/context.ts';
import { numberHit } from '../../lib/number-hit.ts';
import { payoutScope } from './records.ts';

/**
 * The header search's payouts (decision 128): exact matches on the payout's code, the merchant's
 * number, the UTR and the beneficiary's card or wallet (each indexed, migration 0040), inside the
 * list's scope (payoutScope). Empty numbers never match: '' is not searched.
 */
export async function findPayoutsByNumber(db: DbOrTx, user: AuthUser, q: string, limit: number) {
  const rows = await db
    .select({
      orderCode: p.orderCode,
      mchOrderNo: p.mchOrderNo,
      amount: p.amount,
      status: p.status,
      createdAt: p.createdAt,
      utr: p.utr,
      card: p.cardNumber,
      supplierId: p.supplierId,
    })
    .from(p)
    .where(
      and(
        payoutScope(user),
        or(
          eq(p.orderCode, q),
          eq(p.mchOrderNo, q),
          eq(p.utr, q),
          and(sql`${p.cardNumber} <> ''`, eq(p.cardNumber, q)),
          and(sql`${p.walletAddress} <> ''`, eq(p.walletAddress, q)),
        ),
      ),
    )
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit);
  return rows.map((r) => numberHit(r, q, user));
}
