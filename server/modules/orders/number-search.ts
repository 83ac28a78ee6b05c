import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { AuthUser } from '../../http/context.ts';
import { numberHit } from '../../lib/number-hit.ts';
import { statusConditions } from './filters.ts';
import { orderFieldsHidden, orderScope } from './scope.ts';

const payerCard = sql<string | null>`${orders.payer}->>'cardNumber'`;
const payerWallet = sql<string | null>`${orders.payer}->>'usdtAddress'`;

/**
 * The header search's orders (decision 128): exact matches on the order code, the merchant's
 * number, the UTR and the receiving card or wallet, each served by its own index (migration 0040),
 * inside the list's scope and without the status the list hides. A merchant does not look up by
 * the receiving account, as its list's filters do not offer it (they would tell whose it is).
 */
export async function findOrdersByNumber(db: DbOrTx, user: AuthUser, q: string, limit: number) {
  const byAccount = !orderFieldsHidden(user.role).supplier;
  const numbers: SQL[] = [eq(orders.orderCode, q), eq(orders.mchOrderNo, q), eq(orders.utr, q)];
  if (byAccount) numbers.push(sql`${payerCard} = ${q}`, sql`${payerWallet} = ${q}`);
  const rows = await db
    .select({
      orderCode: orders.orderCode,
      mchOrderNo: orders.mchOrderNo,
      amount: orders.amount,
      status: orders.status,
      createdAt: orders.createdAt,
      utr: orders.utr,
      supplierId: orders.supplierId,
      card: payerCard,
      wallet: payerWallet,
    })
    .from(orders)
    .where(and(orderScope(user), statusConditions(undefined), or(...numbers)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((r) => numberHit(r, q, user));
}
