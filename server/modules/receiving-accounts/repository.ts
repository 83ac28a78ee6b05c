import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { openOrderStatuses } from '../orders/index.ts';
import { MonitorState, type ResourceRow, type ResourceType } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders, products, resources, userProducts, users } from '../../db/schema.ts';

export type ResourceRecord = typeof resources.$inferSelect;

/** Columns answered to readers: never the password hash, the encrypted password or the device key. */
const listed = {
  r: {
    id: resources.id,
    type: resources.type,
    productId: resources.productId,
    supplierId: resources.supplierId,
    state: resources.state,
    bankName: resources.bankName,
    accountName: resources.accountName,
    cardNumber: resources.cardNumber,
    ifsc: resources.ifsc,
    upi: resources.upi,
    bankingAccount: resources.bankingAccount,
    walletNickname: resources.walletNickname,
    walletAddress: resources.walletAddress,
    hasBankingPassword: sql<boolean>`${resources.bankingPasswordEnc} <> ''`,
    hasMonitorPassword: sql<boolean>`${resources.monitorPasswordHash} <> ''`,
    monitorState: resources.monitorState,
    monitorLastSeenAt: resources.monitorLastSeenAt,
    clientBinding: resources.clientBinding,
    version: resources.version,
    // Table-qualified on purpose: a bare "bank_name" inside the subquery would name monitor_scripts' own column.
    latestScriptVersion: sql<
      string | null
    >`(select ms.version from monitor_scripts ms where ms.bank_name = "resources"."bank_name" and ms.rolled_out order by ms.id desc limit 1)`,
    monitorBoundAt: resources.monitorBoundAt,
    maxConcurrent: resources.maxConcurrent,
    floatUp: resources.floatUp,
    floatDown: resources.floatDown,
    minOrderBalance: resources.minOrderBalance,
    dailyCountLimit: resources.dailyCountLimit,
    dailyAmountLimit: resources.dailyAmountLimit,
    createdAt: resources.createdAt,
  },
  supplierName: users.nickname,
  productName: products.name,
};

const selectListed = (db: DbOrTx) =>
  db
    .select(listed)
    .from(resources)
    .leftJoin(users, eq(users.id, resources.supplierId))
    .leftJoin(products, eq(products.id, resources.productId));
type Listed = Awaited<ReturnType<typeof selectListed>>[number];

function toRow({ r, supplierName, productName }: Listed): ResourceRow {
  const { monitorLastSeenAt, createdAt, monitorBoundAt, ...rest } = r;
  return {
    ...rest,
    latestScriptVersion: rest.latestScriptVersion ?? null,
    deviceBoundTime: monitorBoundAt ? new Date(monitorBoundAt).toISOString() : null,
    type: rest.type as ResourceType,
    hasBankingPassword: Boolean(rest.hasBankingPassword),
    hasMonitorPassword: Boolean(rest.hasMonitorPassword),
    supplierName: supplierName ?? '',
    productName: productName ?? '',
    monitorLastSeenTime: monitorLastSeenAt?.toISOString() ?? null,
    createTime: createdAt.toISOString(),
  };
}

export interface ListQuery {
  type: ResourceType;
  /** A supplier's own accounts only; undefined for staff. */
  ownerId: number | undefined;
  supplierId?: number | undefined;
  productId?: number | undefined;
  state?: number | undefined;
  monitorState?: number | undefined;
  keyword?: string | undefined;
  pageIndex: number;
  pageNum: number;
}

export async function listResources(db: DbOrTx, q: ListQuery) {
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(resources.type, q.type),
    isNull(resources.deletedAt),
    q.ownerId !== undefined ? eq(resources.supplierId, q.ownerId) : undefined,
    q.supplierId ? eq(resources.supplierId, q.supplierId) : undefined,
    q.productId ? eq(resources.productId, q.productId) : undefined,
    q.state !== undefined ? eq(resources.state, q.state) : undefined,
    q.monitorState !== undefined ? eq(resources.monitorState, q.monitorState) : undefined,
    like
      ? or(
          ilike(resources.cardNumber, like),
          ilike(resources.accountName, like),
          ilike(resources.walletAddress, like),
          ilike(resources.walletNickname, like),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectListed(db)
      .where(where)
      .orderBy(desc(resources.id))
      .limit(q.pageNum)
      .offset((q.pageIndex - 1) * q.pageNum),
    db.select({ n: count() }).from(resources).where(where),
  ]);
  return { list: rows.map(toRow), total: Number(total?.n ?? 0) };
}

export async function resourceRowById(db: DbOrTx, id: number): Promise<ResourceRow | null> {
  const [row] = await selectListed(db).where(and(eq(resources.id, id), isNull(resources.deletedAt)));
  return row ? toRow(row) : null;
}

/** The account, not deleted, locked when `lock`: edits and switches of one account queue. */
export async function findResource(db: DbOrTx, id: number, lock = false): Promise<ResourceRecord | null> {
  const q = db
    .select()
    .from(resources)
    .where(and(eq(resources.id, id), isNull(resources.deletedAt)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Products of the type; for a supplier only the ones it was given (user products). */
export async function productOptions(db: DbOrTx, type: ResourceType, supplierId: number | undefined) {
  const base = and(eq(products.resourceType, type), eq(products.enabled, true));
  if (supplierId === undefined)
    return db.select({ id: products.id, name: products.name }).from(products).where(base).orderBy(products.id);
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .innerJoin(userProducts, and(eq(userProducts.productId, products.id), eq(userProducts.userId, supplierId)))
    .where(base)
    .orderBy(products.id);
}

/** Open orders (allocated or processing) of the accounts matched by `where`: count and amount. */
export async function processingOrders(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count(), amount: sql<string>`coalesce(sum(${orders.amount}), 0)` })
    .from(orders)
    .where(and(inArray(orders.status, [...openOrderStatuses]), where));
  return { count: Number(row?.n ?? 0), amount: Number(row?.amount ?? 0) };
}

export async function supplierName(db: DbOrTx, id: number): Promise<string> {
  const [u] = await db.select({ n: users.nickname }).from(users).where(eq(users.id, id));
  return u?.n ?? '';
}

export async function productName(db: DbOrTx, id: number): Promise<string> {
  const [p] = await db.select({ n: products.name }).from(products).where(eq(products.id, id));
  return p?.n ?? '';
}

/** Counts of one supplier's accounts of one product: all, enabled, running and offline monitors. */
export async function resourceCounts(db: DbOrTx, supplierId: number, productId: number) {
  const mine = and(
    eq(resources.supplierId, supplierId),
    eq(resources.productId, productId),
    isNull(resources.deletedAt),
  );
  const [counts] = await db
    .select({
      n: count(),
      enabled: sql<number>`count(*) filter (where ${resources.state} = 0)`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${resources.monitorState} = ${MonitorState.running})`.mapWith(Number),
      offline: sql<number>`count(*) filter (where ${resources.monitorState} = ${MonitorState.offline})`.mapWith(Number),
    })
    .from(resources)
    .where(mine);
  return counts;
}

export async function insertResource(tx: DbOrTx, values: typeof resources.$inferInsert): Promise<number> {
  const [row] = await tx.insert(resources).values(values).returning({ id: resources.id });
  return row!.id;
}

export async function setResourceColumns(
  tx: DbOrTx,
  id: number,
  columns: Partial<typeof resources.$inferInsert>,
): Promise<void> {
  await tx.update(resources).set(columns).where(eq(resources.id, id));
}

/**
 * One UPDATE … RETURNING that marks Offline every monitored, not deleted device still not offline
 * whose last report is before `cutoff`: a row is changed once even when several instances run it.
 */
export async function markOfflineBefore(db: DbOrTx, cutoff: Date) {
  return db
    .update(resources)
    .set({ monitorState: MonitorState.offline })
    .where(
      and(
        ne(resources.monitorState, MonitorState.offline),
        isNotNull(resources.monitorLastSeenAt),
        lt(resources.monitorLastSeenAt, cutoff),
        ne(resources.monitorKey, ''),
        sql`${resources.deletedAt} is null`,
      ),
    )
    .returning({ id: resources.id, cardNumber: resources.cardNumber });
}

/** The columns that name the money account itself: two rows with one of them equal are one account. */
export interface AccountIdentity {
  cardNumber: string;
  upi: string;
  walletAddress: string;
  bankingAccount: string;
}

/**
 * Whether another user already has (not deleted) an account with one of these identities. Each
 * identity is locked first (a transaction-scoped advisory lock, in a fixed order), so two
 * concurrent adds of one account by two users cannot both pass the check.
 */
export async function identityTakenByOther(tx: DbOrTx, userId: number, identity: AccountIdentity): Promise<boolean> {
  const named = (Object.entries(identity) as [keyof AccountIdentity, string][])
    .filter(([, v]) => v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  if (named.length === 0) return false;
  for (const [column, value] of named)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`resource-identity:${column}:${value}`}))`);
  const [row] = await tx
    .select({ id: resources.id })
    .from(resources)
    .where(
      and(
        isNull(resources.deletedAt),
        ne(resources.supplierId, userId),
        or(...named.map(([column, value]) => eq(resources[column], value))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Takes a waiting, unexpired binding code of a not deleted account and installs the device's new
 * key in one UPDATE … RETURNING: the code is spent by the first exchange, also between concurrent
 * ones. The reported script version is cleared: the new device reports its own.
 */
export async function exchangeBindCode(
  db: DbOrTx,
  id: number,
  codeHash: string,
  now: Date,
  set: { monitorKey: string; clientBinding: string },
) {
  const [row] = await db
    .update(resources)
    .set({ ...set, version: '', monitorBindCodeHash: '', monitorBindCodeExpiresAt: null, monitorBoundAt: now })
    .where(
      and(
        eq(resources.id, id),
        isNull(resources.deletedAt),
        ne(resources.monitorBindCodeHash, ''),
        eq(resources.monitorBindCodeHash, codeHash),
        gt(resources.monitorBindCodeExpiresAt, now),
      ),
    )
    .returning({ id: resources.id, cardNumber: resources.cardNumber, bankName: resources.bankName });
  return row ?? null;
}
