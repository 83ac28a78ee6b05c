import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { OrderStatus } from '../../src/contract/statuses.ts';
import { ProductId } from '../../src/contract/products.ts';
import type { DbOrTx } from '../db/client.ts';
import { bankStatements, orders, resources, webRecords } from '../db/schema.ts';

const paid = [OrderStatus.successful, OrderStatus.callbackSuccessful, OrderStatus.callbackFailed];
const minute = 60_000;

/** Recent paid orders with an account that no SMS record confirmed: a web message or transfer paid them instead. */
async function paidOrders(db: DbOrTx, usdt: boolean, limit: number) {
  return db
    .select({ o: orders, wallet: resources.walletAddress })
    .from(orders)
    .innerJoin(resources, eq(resources.id, orders.resourceId))
    .leftJoin(bankStatements, eq(bankStatements.matchedOrderCode, orders.orderCode))
    .where(
      and(
        inArray(orders.status, paid),
        isNotNull(orders.supplierId),
        isNull(bankStatements.id),
        usdt ? eq(orders.productId, ProductId.usdtCollection) : sql`${orders.productId} <> ${ProductId.usdtCollection}`,
        usdt ? isNotNull(sql`${orders.payer}->>'usdtCount'`) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/**
 * A few web messages and USDT transfers (docs/decisions/030-web-messages-and-usdt-records.md): each
 * matched one confirmed a recent paid order, plus one of each kind left unmatched for staff.
 * Deterministic: no random draws, so the data sets before it never shift.
 */
export async function seedWebRecords(db: DbOrTx): Promise<void> {
  const rows: (typeof webRecords.$inferInsert)[] = [];
  const web = await paidOrders(db, false, 6);
  for (const [i, { o }] of web.entries()) {
    const at = o.completedAt ?? o.updatedAt;
    const matched = i < web.length - 1;
    rows.push({
      kind: 'web',
      resourceId: o.resourceId!,
      supplierId: o.supplierId!,
      amount: o.payableAmount,
      utr: o.utr ?? String(510_000_000_000 + o.id),
      payerName: o.payer.userName ?? '',
      content: `Payment received INR ${(o.payableAmount / 100).toFixed(2)} from ${o.payer.userName ?? 'payer'}`,
      deviceMessageId: `demo-web-${o.id}`,
      receivedAt: new Date(at.getTime() - minute),
      // The oldest one came after its order was paid by hand: left unmatched, as staff would find it.
      matchedOrderCode: matched ? o.orderCode : null,
      matchedAt: matched ? at : null,
      createdAt: new Date(at.getTime() - minute),
    });
  }
  const usdt = await paidOrders(db, true, 4);
  for (const [i, { o, wallet }] of usdt.entries()) {
    const at = o.completedAt ?? o.updatedAt;
    const matched = i < usdt.length - 1;
    rows.push({
      kind: 'usdt',
      resourceId: o.resourceId!,
      supplierId: o.supplierId!,
      amount: Number(o.payer.usdtCount),
      txHash: `0x${o.orderCode
        .replace(/[^0-9a-f]/gi, '')
        .toLowerCase()
        .padEnd(64, '0')
        .slice(0, 64)}`,
      fromAddress: o.payer.usdtAddress ?? '',
      toAddress: wallet,
      deviceMessageId: `demo-usdt-${o.id}`,
      receivedAt: new Date(at.getTime() - minute),
      matchedOrderCode: matched ? o.orderCode : null,
      matchedAt: matched ? at : null,
      createdAt: new Date(at.getTime() - minute),
    });
  }
  if (rows.length > 0) await db.insert(webRecords).values(rows);
}
