import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, payScripts, payScriptVersions, products, resources } from '../../db/schema.ts';

export type ScriptVersionRecord = typeof payScriptVersions.$inferSelect;

/** Collection products (the ones pay scripts are for), by id. */
export function collectionProducts(db: DbOrTx) {
  return db.select().from(products).where(eq(products.kind, 'collection')).orderBy(products.id);
}

export async function collectionProduct(db: DbOrTx, productId: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.kind, 'collection')));
  return row ?? null;
}

/** Per product: its active version id and how many versions it has, with the latest one's id. */
export async function scriptSummaries(db: DbOrTx) {
  const [active, counts] = await Promise.all([
    db.select({ productId: payScripts.productId, activeVersionId: payScripts.activeVersionId }).from(payScripts),
    db
      .select({
        productId: payScriptVersions.productId,
        versions: sql<number>`count(*)::int`,
        latestId: max(payScriptVersions.id),
      })
      .from(payScriptVersions)
      .groupBy(payScriptVersions.productId),
  ]);
  return { active, counts };
}

export function versionsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as ScriptVersionRecord[]);
  return db.select().from(payScriptVersions).where(inArray(payScriptVersions.id, ids));
}

/** Newest first; a product's history is short (one row per save), 200 rows is ample. */
export function versionsOf(db: DbOrTx, productId: number) {
  return db
    .select()
    .from(payScriptVersions)
    .where(eq(payScriptVersions.productId, productId))
    .orderBy(desc(payScriptVersions.version))
    .limit(200);
}

export async function findVersion(db: DbOrTx, id: number): Promise<ScriptVersionRecord | null> {
  const [row] = await db.select().from(payScriptVersions).where(eq(payScriptVersions.id, id));
  return row ?? null;
}

export async function activeVersionIdOf(db: DbOrTx, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: payScripts.activeVersionId })
    .from(payScripts)
    .where(eq(payScripts.productId, productId));
  return row?.id ?? null;
}

/** The product's active script, or null. */
export async function activeScriptOf(db: DbOrTx, productId: number): Promise<ScriptVersionRecord | null> {
  const [row] = await db
    .select({ v: payScriptVersions })
    .from(payScripts)
    .innerJoin(payScriptVersions, eq(payScriptVersions.id, payScripts.activeVersionId))
    .where(eq(payScripts.productId, productId));
  return row?.v ?? null;
}

/**
 * A new version numbered after the product's last. Called in a transaction that first locks the
 * product's pay_scripts row, so two saves at once get consecutive numbers (the unique index guards).
 */
export async function insertVersion(
  tx: DbOrTx,
  v: { productId: number; source: string; note: string; authorId: number; author: string; now: Date },
): Promise<ScriptVersionRecord> {
  const [last] = await tx
    .select({ n: max(payScriptVersions.version) })
    .from(payScriptVersions)
    .where(eq(payScriptVersions.productId, v.productId));
  const [row] = await tx
    .insert(payScriptVersions)
    .values({
      productId: v.productId,
      version: (last?.n ?? 0) + 1,
      source: v.source,
      note: v.note,
      authorId: v.authorId,
      author: v.author,
      createdAt: v.now,
    })
    .returning();
  return row!;
}

/** The product's pay_scripts row, created if missing, locked for the rest of the transaction. */
export async function lockScriptRow(tx: DbOrTx, productId: number, by: string, now: Date) {
  await tx
    .insert(payScripts)
    .values({ productId, activeVersionId: null, updatedBy: by, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(payScripts).where(eq(payScripts.productId, productId)).for('update');
  return row!;
}

export async function setActiveVersion(
  tx: DbOrTx,
  productId: number,
  versionId: number | null,
  by: string,
  now: Date,
): Promise<void> {
  await tx
    .update(payScripts)
    .set({ activeVersionId: versionId, updatedBy: by, updatedAt: now })
    .where(eq(payScripts.productId, productId));
}

/** The product's 20 most recent orders (the newest first), to test a script on. */
export function recentOrders(db: DbOrTx, productId: number) {
  return db
    .select({
      id: orders.id,
      orderCode: orders.orderCode,
      mchOrderNo: orders.mchOrderNo,
      amount: orders.amount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.productId, productId))
    .orderBy(desc(orders.createdAt))
    .limit(20);
}

export async function findOrder(db: DbOrTx, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** What a script may read of the order's receiving account (no balances, no keys). */
export async function accountFacts(db: DbOrTx, resourceId: number | null) {
  if (resourceId === null) return null;
  const [row] = await db
    .select({
      accountName: resources.accountName,
      bankName: resources.bankName,
      cardNumber: resources.cardNumber,
      ifsc: resources.ifsc,
      upi: resources.upi,
      walletAddress: resources.walletAddress,
      walletNickname: resources.walletNickname,
    })
    .from(resources)
    .where(eq(resources.id, resourceId));
  return row ?? null;
}
