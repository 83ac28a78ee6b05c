import { getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderRow, Role } from '../../../src/contract/index.ts';
import { orders, products, users } from '../../db/schema.ts';
import { orderFieldsHidden } from './scope.ts';

/**
 * An order row's fields, declared once on the server: the contract's OrderRow (src/contract/api/
 * orders.ts) is the one type, and this is where each of its fields is read from. The list, the
 * archive, a single order and the actions' answers all select `orderRowColumns` and map with
 * `toOrderRow`; adding a field to the order card is a line here (README, "add a field to the order
 * card"). `satisfies` keeps the two in step: a field of OrderRow missing here, or one here that
 * OrderRow lacks, fails the type check.
 */

export const merchantUser = alias(users, 'merchant');
export const supplierUser = alias(users, 'supplier');

export const orderRowColumns = {
  id: orders.id,
  orderCode: orders.orderCode,
  mchOrderNo: orders.mchOrderNo,
  merchantId: orders.merchantId,
  merchantName: merchantUser.nickname,
  supplierId: orders.supplierId,
  supplierName: supplierUser.nickname,
  productId: orders.productId,
  productName: products.name,
  amount: orders.amount,
  realAmount: orders.realAmount,
  payableAmount: orders.payableAmount,
  status: orders.status,
  orderType: orders.orderType,
  orderMark: orders.orderMark,
  supplementStatus: orders.supplementStatus,
  utr: orders.utr,
  payerUtr: orders.payerUtr,
  clientIp: orders.clientIp,
  callbackCount: orders.callbackCount,
  callbackSuccess: orders.callbackSuccess,
  lastCallbackAt: orders.lastCallbackAt,
  merchantFee: orders.merchantFee,
  createTime: orders.createdAt,
  completedAt: orders.completedAt,
  locked: orders.locked,
  remark: orders.remark,
} satisfies Record<keyof Omit<OrderRow, 'archived'>, unknown>;

type Hidden = keyof ReturnType<typeof orderFieldsHidden>;
type NullableField = { [K in keyof OrderRow]-?: null extends OrderRow[K] ? K : never }[keyof OrderRow];

/** Fields a role may not see, null for it (docs/orders.md): merchants never the supplier or the mark, suppliers never merchant fees. */
const hiddenWhen = {
  supplierId: 'supplier',
  supplierName: 'supplier',
  orderMark: 'mark',
  merchantFee: 'merchantFee',
} as const satisfies Partial<Record<NullableField, Hidden>>;

/** A row as the database answers it: times as Date, names through a left join possibly null. */
type Stored<T> = { [K in keyof T]: T[K] extends string ? T[K] | null | Date : T[K] | Date };
type OrderRowRecord = Stored<Omit<OrderRow, 'archived'>>;

export function toOrderRow(r: OrderRowRecord, role: Role): OrderRow {
  const hide = orderFieldsHidden(role);
  const row: Record<string, unknown> = {};
  for (const key of Object.keys(orderRowColumns)) {
    const value = r[key as keyof OrderRowRecord];
    row[key] = value instanceof Date ? value.toISOString() : value;
  }
  // A name through a left join: '' when its user or product is gone; the supplier's stays null.
  row.merchantName ??= '';
  row.productName ??= '';
  for (const [key, rule] of Object.entries(hiddenWhen)) if (hide[rule]) row[key] = null;
  return row as unknown as OrderRow;
}

/** Every stored column of an order: the entity viewer's record (no secret is kept on an order). */
export const orderRecordColumns = getTableColumns(orders);
