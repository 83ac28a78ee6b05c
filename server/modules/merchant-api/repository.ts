import { and, eq, type SQL } from 'drizzle-orm';
import { OrderType } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { balances, orders, payoutOrders, users } from '../../db/schema.ts';

/** The user an mchId names, with what authenticates it. */
export async function merchantById(db: DbOrTx, mchId: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      merchantKey: users.merchantKey,
      merchantTestKey: users.merchantTestKey,
      signType: users.signType,
    })
    .from(users)
    .where(eq(users.id, mchId));
  return row ?? null;
}

export interface ByNumberOrCode {
  mchOrderNo?: string;
  orderCode?: string;
}

/** Both numbers, when both are given, must name the same order. */
const match = (mchNo: SQL | undefined, code: SQL | undefined) => and(mchNo, code);

/** One of this merchant's collection orders; never another merchant's. `test`: test orders only (decision 130). */
export async function merchantOrder(db: DbOrTx, merchantId: number, q: ByNumberOrCode, test = false) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        test ? eq(orders.orderType, OrderType.test) : undefined,
        match(
          q.mchOrderNo ? eq(orders.mchOrderNo, q.mchOrderNo) : undefined,
          q.orderCode ? eq(orders.orderCode, q.orderCode) : undefined,
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** One of this merchant's payouts; never another merchant's. `test`: test payouts only (decision 130). */
export async function merchantPayout(db: DbOrTx, merchantId: number, q: ByNumberOrCode, test = false) {
  const [row] = await db
    .select()
    .from(payoutOrders)
    .where(
      and(
        eq(payoutOrders.merchantId, merchantId),
        test ? eq(payoutOrders.test, true) : undefined,
        match(
          q.mchOrderNo ? eq(payoutOrders.mchOrderNo, q.mchOrderNo) : undefined,
          q.orderCode ? eq(payoutOrders.orderCode, q.orderCode) : undefined,
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function merchantBalanceRow(db: DbOrTx, merchantId: number) {
  const [row] = await db
    .select({ balance: balances.balance, frozenBalance: balances.frozenBalance })
    .from(balances)
    .where(eq(balances.userId, merchantId));
  return row ?? { balance: 0, frozenBalance: 0 };
}
