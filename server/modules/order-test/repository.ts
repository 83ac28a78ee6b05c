import { and, asc, eq } from 'drizzle-orm';
import type { TestProduct } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { products, userProducts, users } from '../../db/schema.ts';

/** Collection products, enabled, and enabled in the merchant's user products, by id. */
export function enabledCollectionProductsOf(db: DbOrTx, merchantId: number): Promise<TestProduct[]> {
  return db
    .select({
      productId: products.id,
      name: products.name,
      resourceType: products.resourceType,
      currency: products.currency,
    })
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
    .orderBy(asc(products.id));
}

/** What a test order needs of a merchant account; undefined for an unknown id. */
export async function merchantForTest(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      role: users.role,
      status: users.status,
      merchantKey: users.merchantKey,
      signType: users.signType,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
