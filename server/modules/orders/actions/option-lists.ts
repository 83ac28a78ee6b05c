import { eq } from 'drizzle-orm';
import {
  OrderMark,
  OrderStatus,
  type OrderMarkOption,
  type OrderProductOption,
  type OrderStatusOption,
} from '../../../../src/contract/index.ts';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema.ts';

/** Product 7.5 getOrderStatusList: every status of the contract; 10 is hidden unless asked for. */
export function orderStatusList(): OrderStatusOption[] {
  return Object.entries(OrderStatus)
    .map(([name, id]) => ({ id, name, hiddenByDefault: id === OrderStatus.allocationFailed }))
    .sort((a, b) => a.id - b.id);
}

export function orderMarkList(): OrderMarkOption[] {
  return Object.entries(OrderMark)
    .map(([name, id]) => ({ id, name }))
    .sort((a, b) => a.id - b.id);
}

/** The collection (or payout) products by id, disabled ones too: their old orders still need finding. */
export function orderProductList(db: Db, kind: 'collection' | 'payout' = 'collection'): Promise<OrderProductOption[]> {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.kind, kind))
    .orderBy(products.id);
}
