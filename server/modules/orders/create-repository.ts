import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orders, products, systemConfig, userProducts, users } from '../../db/schema.ts';
import { statusArrays } from './allocation-repository.ts';
import type { OrderRecord } from './records-repository.ts';

/** What the create statement needs besides what bo_create_order reads itself. */
export interface NewOrder {
  orderCode: string;
  merchantId: number;
  mchOrderNo: string;
  productId: number;
  amount: number;
  orderType: number;
  clientIp: string;
  notifyUrl: string;
  returnUrl: string;
  subject: string;
  body: string;
  payer: Record<string, string>;
  merchantFee: number;
  now: Date;
  expiresAt: Date;
  allocatedStatus: number;
  allocationFailedStatus: number;
  /** The checkout page token inserted with the order (decision 139); null for none. */
  checkoutToken: string | null;
}

/**
 * A test-mode order (decision 130): inserted as Allocated without an account, so it holds no float
 * amount, reserves nothing of a supplier and never reaches a real receiving account. Null when the
 * merchant already used the mchOrderNo.
 */
export async function insertTestOrder(
  db: DbOrTx,
  o: NewOrder,
): Promise<{ order: OrderRecord; supplierParentId: null } | null> {
  const [row] = await db
    .insert(orders)
    .values({
      orderCode: o.orderCode,
      merchantId: o.merchantId,
      mchOrderNo: o.mchOrderNo,
      productId: o.productId,
      amount: o.amount,
      payableAmount: o.amount,
      status: o.allocatedStatus,
      orderType: o.orderType,
      clientIp: o.clientIp,
      notifyUrl: o.notifyUrl,
      returnUrl: o.returnUrl,
      subject: o.subject,
      body: o.body,
      payer: o.payer,
      merchantFee: o.merchantFee,
      supplierFee: 0,
      createdAt: o.now,
      updatedAt: o.now,
      expiresAt: o.expiresAt,
    })
    .onConflictDoNothing({ target: [orders.merchantId, orders.mchOrderNo] })
    .returning();
  return row ? { order: row, supplierParentId: null } : null;
}

/** Raised by bo_create_order when the merchant already used the mchOrderNo. */
const alreadyPlaced = 'BO002';
const sqlState = (e: unknown): unknown =>
  (e as { cause?: { code?: unknown } })?.cause?.code ?? (e as { code?: unknown })?.code;

const p = (name: keyof NewOrder | 'open' | 'notCounted' | 'payerJson' | 'nowIso' | 'expiresIso') =>
  sql.placeholder(name);

/** Each orders column read from the function's row, decoded as drizzle decodes the table's. */
const orderFields = Object.fromEntries(
  Object.entries(getTableColumns(orders)).map(([key, column]) => [
    key,
    sql`${sql.identifier(column.name)}`.mapWith(column),
  ]),
) as { [K in keyof OrderRecord]: SQL<OrderRecord[K]> };

/**
 * select <the orders row>, <the supplier's agent> from bo_create_order(…) as "orders": written as a
 * drizzle select over the function, so drizzle maps the row as it maps the table, and so it can be
 * prepared once (built once; a named statement on each PostgreSQL connection).
 */
function createStatement(db: DbOrTx) {
  return db
    .select({
      ...orderFields,
      supplierParentId: sql<
        number | null
      >`(select u.parent_id from users u where u.id = "orders"."supplier_id")`.mapWith(Number),
    })
    .from(
      sql`bo_create_order(${p('orderCode')}, ${p('merchantId')}::integer, ${p('mchOrderNo')}, ${p('productId')}::integer, ${p('amount')}::bigint,
        ${p('orderType')}::smallint, ${p('clientIp')}, ${p('notifyUrl')}, ${p('returnUrl')}, ${p('subject')}, ${p('body')}, ${p('payerJson')}::text::jsonb,
        ${p('merchantFee')}::bigint, ${p('nowIso')}::timestamptz, ${p('expiresIso')}::timestamptz,
        ${p('open')}::text::smallint[], ${p('notCounted')}::text::smallint[], ${p('allocatedStatus')}::smallint, ${p('allocationFailedStatus')}::smallint,
        ${p('checkoutToken')}::text) as "orders"`,
    );
}
type CreateStatement = ReturnType<ReturnType<typeof createStatement>['prepare']>;
/** Per database handle (each test backend and the server have theirs); transactions build theirs. */
const prepared = new WeakMap<object, CreateStatement>();

function statementFor(db: DbOrTx, inTransaction: boolean) {
  if (inTransaction) return createStatement(db);
  let statement = prepared.get(db);
  if (!statement) {
    statement = createStatement(db).prepare('bo_create_order');
    prepared.set(db, statement);
  }
  return statement;
}

/**
 * Allocates and inserts the order in one statement (bo_create_order, server/db/functions/bo_create_order.sql): one round
 * trip, no BEGIN/COMMIT of its own unless the caller is in a transaction (`inTransaction`, with
 * `db` the transaction). Also answers the supplier's agent for the live event. Null when the
 * mchOrderNo is taken: the statement, allocation included, was rolled back (inside a transaction
 * the transaction is then aborted, and the caller must roll it back).
 */
export async function createAllocatedOrder(
  db: DbOrTx,
  o: NewOrder,
  inTransaction = false,
): Promise<{ order: OrderRecord; supplierParentId: number | null } | null> {
  const values = {
    ...o,
    payerJson: JSON.stringify(o.payer),
    nowIso: o.now.toISOString(),
    expiresIso: o.expiresAt.toISOString(),
    open: statusArrays.open,
    notCounted: statusArrays.notCounted,
  };
  try {
    const [row] = await statementFor(db, inTransaction).execute(values);
    if (!row) throw new Error('bo_create_order answered no row');
    const { supplierParentId, ...order } = row;
    return { order, supplierParentId };
  } catch (e) {
    if (sqlState(e) === alreadyPlaced) return null;
    throw e;
  }
}

const termsFields = {
  productId: products.id,
  kind: products.kind,
  enabled: products.enabled,
  rate: userProducts.rate,
  fixedFee: userProducts.fixedFee,
  feesEnabled: userProducts.enabled,
  timeout: systemConfig.value,
};
const merchantFields = {
  id: users.id,
  role: users.role,
  status: users.status,
  merchantKey: users.merchantKey,
  merchantTestKey: users.merchantTestKey,
  signType: users.signType,
};
export type TermsRow = { [K in keyof typeof termsFields]: (typeof termsFields)[K]['_']['data'] | null };

/** The product, the merchant's fee settings for it and the order timeout, in one statement. */
export async function orderTermsRow(db: DbOrTx, merchantId: number, productId: number): Promise<TermsRow | undefined> {
  const [row] = await db
    .select(termsFields)
    .from(products)
    .leftJoin(userProducts, and(eq(userProducts.userId, merchantId), eq(userProducts.productId, products.id)))
    .leftJoin(systemConfig, eq(systemConfig.key, 'OrderTimeoutMinutes'))
    .where(eq(products.id, productId));
  return row;
}

function merchantAndTermsStatement(db: Db) {
  return db
    .select({ merchant: merchantFields, terms: termsFields })
    .from(users)
    .leftJoin(products, eq(products.id, sql.placeholder('productId')))
    .leftJoin(userProducts, and(eq(userProducts.userId, users.id), eq(userProducts.productId, products.id)))
    .leftJoin(systemConfig, eq(systemConfig.key, 'OrderTimeoutMinutes'))
    .where(eq(users.id, sql.placeholder('merchantId')))
    .prepare('order_create_merchant_terms');
}
/** Built once per database handle: drizzle building this join was a tenth of a create's server CPU. */
const merchantAndTermsPrepared = new WeakMap<Db, ReturnType<typeof merchantAndTermsStatement>>();

/** The merchant the API names by mchId and the terms of the product it names, in one prepared statement. */
export async function merchantAndTermsRow(db: Db, merchantId: number, productId: number) {
  let statement = merchantAndTermsPrepared.get(db);
  if (!statement) {
    statement = merchantAndTermsStatement(db);
    merchantAndTermsPrepared.set(db, statement);
  }
  const [row] = await statement.execute({ merchantId, productId });
  return row;
}
