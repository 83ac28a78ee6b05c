import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, userProducts } from '../../db/schema.ts';

/** Whether the merchant may order at least one enabled collection product. */
export async function hasEnabledCollectionProduct(db: DbOrTx, merchantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .where(
      and(
        eq(userProducts.userId, merchantId),
        eq(userProducts.enabled, true),
        eq(products.enabled, true),
        eq(products.kind, 'collection'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
