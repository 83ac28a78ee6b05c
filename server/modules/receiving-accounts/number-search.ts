import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { resourceTypes, type ResourceType, type SearchResourceHit } from '../../../src/contract/index.ts';
import { resources as r } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ownerScope } from './access.ts';

/**
 * The header search's receiving accounts (decision 128): an exact card, VPA, wallet or banking
 * account number, among the accounts the list shows the caller (ownerScope: a supplier its own).
 * The table holds thousands of rows, not millions: no index of its own is needed for this.
 */
const isResourceType = (t: string): t is ResourceType => (resourceTypes as readonly string[]).includes(t);

export async function findResourcesByNumber(
  ctx: AuthedContext,
  q: string,
  limit: number,
): Promise<SearchResourceHit[]> {
  const owner = ownerScope(ctx);
  const rows = await ctx.db
    .select({
      id: r.id,
      type: r.type,
      accountName: r.accountName,
      cardNumber: r.cardNumber,
      upi: r.upi,
      walletAddress: r.walletAddress,
    })
    .from(r)
    .where(
      and(
        isNull(r.deletedAt),
        owner === undefined ? undefined : eq(r.supplierId, owner),
        or(eq(r.cardNumber, q), eq(r.upi, q), eq(r.walletAddress, q), eq(r.bankingAccount, q)),
      ),
    )
    .orderBy(desc(r.id))
    .limit(limit);
  return rows.flatMap((row): SearchResourceHit[] => {
    if (!isResourceType(row.type)) return [];
    const match =
      row.cardNumber === q
        ? 'cardNumber'
        : row.upi === q
          ? 'upi'
          : row.walletAddress === q
            ? 'walletAddress'
            : 'bankingAccount';
    return [{ id: row.id, type: row.type, accountName: row.accountName, cardNumber: row.cardNumber, number: q, match }];
  });
}
