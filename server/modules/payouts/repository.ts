import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  FundReason,
  PayoutStatus,
  RiskDetectionState,
  type RiskEntryKind,
  type RiskMatch,
  amountCursorOf,
  type AmountCursor,
  type OrderSort,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  afterAmount,
  cursorTimeOf,
  newestFirstPage,
  type NewestFirstRequest,
  type PageRequest,
} from '../../db/pagination.ts';
import {
  balances,
  fundRecords,
  gatewayPayouts,
  payGateways,
  payoutOrders,
  products,
  riskBlacklist,
  riskDetections,
  userProducts,
  users,
} from '../../db/schema.ts';

// Every query of the payouts module. Each function takes the database or the caller's transaction
// (`db`/`tx`), so the domain files decide what runs in one transaction and what is locked.

export type PayoutRecord = typeof payoutOrders.$inferSelect;
export type PayoutChanges = Partial<typeof payoutOrders.$inferInsert>;

export const merchantUser = alias(users, 'payout_merchant');
export const supplierUser = alias(users, 'payout_supplier');
/** What a risk detection waiting for its decision matched (one detection a payout at most), or null. */
const holdMatches = sql<
  RiskMatch[] | null
>`(select ${riskDetections.matches} from ${riskDetections} where ${riskDetections.payoutId} = ${payoutOrders.id} and ${riskDetections.state} = ${RiskDetectionState.pending})`;

const gatewayName = sql<
  string | null
>`(select ${payGateways.name} from ${payGateways} where ${payGateways.id} = ${payoutOrders.gatewayId})`;

export const rowFields = {
  p: payoutOrders,
  merchantName: merchantUser.nickname,
  supplierName: supplierUser.nickname,
  holdMatches,
  gatewayName,
};

/** One page of payouts with both names joined, and the total under the same condition. */
export async function pagePayouts(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  pageIndex: number,
  pageNum: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select(rowFields)
      .from(payoutOrders)
      .leftJoin(merchantUser, eq(merchantUser.id, payoutOrders.merchantId))
      .leftJoin(supplierUser, eq(supplierUser.id, payoutOrders.supplierId))
      .where(where)
      .orderBy(...order)
      .limit(pageNum)
      .offset((pageIndex - 1) * pageNum),
    db.select({ n: count() }).from(payoutOrders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * The payout list, newest first by (created_at, id) (decision 082). By offset (pageIndex) with
 * its total; by cursor from the row after it, uncounted: the total is then this page's rows plus
 * one when more follow. One row past the page says whether a next cursor is due.
 */
export function newestPayouts(db: DbOrTx, where: SQL | undefined, page: NewestFirstRequest) {
  return newestFirstPage(
    db,
    page,
    where,
    (condition, limit, offset) =>
      db
        .select({ ...rowFields, cursorTime: cursorTimeOf(payoutOrders.createdAt) })
        .from(payoutOrders)
        .leftJoin(merchantUser, eq(merchantUser.id, payoutOrders.merchantId))
        .leftJoin(supplierUser, eq(supplierUser.id, payoutOrders.supplierId))
        .where(condition)
        .orderBy(desc(payoutOrders.createdAt), desc(payoutOrders.id))
        .limit(limit)
        .offset(offset),
    { table: payoutOrders, createdAt: payoutOrders.createdAt, id: payoutOrders.id, idOf: (r) => r.p.id },
  );
}

/**
 * The payout list by amount, the id breaking ties (decision 124), on payout_amount_idx or, scoped,
 * payout_merchant_amount_idx / payout_supplier_amount_idx (migration 0043). Page 1 by number with
 * its total, as the newest-first list; each page after from the amount cursor the one before
 * named, uncounted: the total is then this page's rows plus one when more follow.
 */
export async function payoutsByAmount(
  db: DbOrTx,
  where: SQL | undefined,
  page: PageRequest & { sort: OrderSort; amountCursor?: AmountCursor | undefined },
): Promise<{ rows: Awaited<ReturnType<typeof joinedPayoutRows>>; nextCursor: string | null; total: number }> {
  const { sort, amountCursor } = page;
  const order =
    sort === 'amountDesc'
      ? [desc(payoutOrders.amount), desc(payoutOrders.id)]
      : [asc(payoutOrders.amount), asc(payoutOrders.id)];
  const [read, counted] = await Promise.all([
    joinedPayoutRows(
      db,
      amountCursor ? and(where, afterAmount(payoutOrders.amount, payoutOrders.id, sort, amountCursor)) : where,
    )
      .orderBy(...order)
      .limit(page.pageNum + 1)
      .offset(amountCursor ? 0 : (page.pageIndex - 1) * page.pageNum),
    amountCursor ? null : db.select({ n: count() }).from(payoutOrders).where(where),
  ]);
  const more = read.length > page.pageNum;
  const rows = read.slice(0, page.pageNum);
  const last = rows.at(-1);
  return {
    rows,
    nextCursor: more && last ? amountCursorOf({ amount: last.p.amount, id: last.p.id }) : null,
    total: counted ? Number(counted[0]?.n ?? 0) : rows.length + (more ? 1 : 0),
  };
}

/** The payouts under `where` with both names joined, to be ordered and paged by the caller. */
function joinedPayoutRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(rowFields)
    .from(payoutOrders)
    .leftJoin(merchantUser, eq(merchantUser.id, payoutOrders.merchantId))
    .leftJoin(supplierUser, eq(supplierUser.id, payoutOrders.supplierId))
    .where(where)
    .$dynamic();
}

/** One payout with both names joined; undefined when there is none. */
export async function joinedPayoutById(db: DbOrTx, id: number) {
  const [row] = await db
    .select(rowFields)
    .from(payoutOrders)
    .leftJoin(merchantUser, eq(merchantUser.id, payoutOrders.merchantId))
    .leftJoin(supplierUser, eq(supplierUser.id, payoutOrders.supplierId))
    .where(eq(payoutOrders.id, id));
  return row;
}

export async function payoutById(db: DbOrTx, id: number): Promise<PayoutRecord | null> {
  const [row] = await db.select().from(payoutOrders).where(eq(payoutOrders.id, id));
  return row ?? null;
}

/** The payout row by id, locked (FOR UPDATE) for the caller's transaction. */
export async function lockPayoutById(tx: DbOrTx, id: number): Promise<PayoutRecord | undefined> {
  const [row] = await tx.select().from(payoutOrders).where(eq(payoutOrders.id, id)).for('update');
  return row;
}

/** The payout row by order code, locked (FOR UPDATE) for the caller's transaction. */
export async function lockPayout(tx: DbOrTx, orderCode: string): Promise<PayoutRecord | undefined> {
  const [row] = await tx.select().from(payoutOrders).where(eq(payoutOrders.orderCode, orderCode)).for('update');
  return row;
}

export async function payoutByMchOrderNo(
  db: DbOrTx,
  merchantId: number,
  mchOrderNo: string,
): Promise<PayoutRecord | undefined> {
  const [row] = await db
    .select()
    .from(payoutOrders)
    .where(and(eq(payoutOrders.merchantId, merchantId), eq(payoutOrders.mchOrderNo, mchOrderNo)));
  return row;
}

/**
 * The claim: one conditional UPDATE that only an unassigned payout awaiting payment passes, so of
 * concurrent claims exactly one gets the row back.
 */
export async function claimIfUnassigned(
  tx: DbOrTx,
  id: number,
  supplierId: number,
  now: Date,
): Promise<PayoutRecord | undefined> {
  const [won] = await tx
    .update(payoutOrders)
    .set({ supplierId, claimedAt: now, updatedAt: now })
    .where(
      and(
        eq(payoutOrders.id, id),
        isNull(payoutOrders.supplierId),
        eq(payoutOrders.status, PayoutStatus.awaitingPayment),
        // A test payout is paid by nobody (decision 130).
        eq(payoutOrders.test, false),
      ),
    )
    .returning();
  return won;
}

/** Writes these changes to one payout; the row as written, undefined when there is none. */
export async function updatePayout(tx: DbOrTx, id: number, set: PayoutChanges): Promise<PayoutRecord | undefined> {
  const [row] = await tx.update(payoutOrders).set(set).where(eq(payoutOrders.id, id)).returning();
  return row;
}

/** Inserts one payout; undefined when the merchant already used the mchOrderNo (the unique index decides). */
export async function insertPayoutRow(
  tx: DbOrTx,
  values: typeof payoutOrders.$inferInsert,
): Promise<PayoutRecord | undefined> {
  const [row] = await tx
    .insert(payoutOrders)
    .values(values)
    .onConflictDoNothing({ target: [payoutOrders.merchantId, payoutOrders.mchOrderNo] })
    .returning();
  return row;
}

/** The payout product and the merchant's fee settings for it; null when not the merchant's. */
export async function payoutTerms(db: DbOrTx, merchantId: number, productId: number) {
  const [row] = await db
    .select({ currency: products.currency, rate: userProducts.rate, fixedFee: userProducts.fixedFee })
    .from(products)
    .innerJoin(
      userProducts,
      and(eq(userProducts.productId, products.id), eq(userProducts.userId, merchantId), eq(userProducts.enabled, true)),
    )
    .where(and(eq(products.id, productId), eq(products.kind, 'payout'), eq(products.enabled, true)));
  return row ?? null;
}
export type PayoutTerms = NonNullable<Awaited<ReturnType<typeof payoutTerms>>>;

/**
 * The normal, order-accepting supplier with the payout product enabled that has the fewest open
 * assigned payouts (not in `finalStatuses`), the lowest id on a tie.
 */
export async function leastBusySupplier(
  tx: DbOrTx,
  productId: number,
  finalStatuses: readonly number[],
): Promise<number | null> {
  const open = sql<number>`(select count(*) from ${payoutOrders} po where po.supplier_id = ${users.id} and po.status not in (${sql.join(
    finalStatuses.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      userProducts,
      and(eq(userProducts.userId, users.id), eq(userProducts.productId, productId), eq(userProducts.enabled, true)),
    )
    .where(and(eq(users.role, 'supplier'), eq(users.status, 0), eq(users.acceptOrders, true)))
    .orderBy(asc(open), asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

/** What the API create authenticates a merchant with; undefined for an unknown id. */
export async function merchantCredentials(db: DbOrTx, id: number) {
  const [found] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      merchantKey: users.merchantKey,
      merchantTestKey: users.merchantTestKey,
      signType: users.signType,
    })
    .from(users)
    .where(eq(users.id, id));
  return found;
}

/** The net of the payout's hold and release fund records (negative while held). */
export async function holdNet(tx: DbOrTx, merchantId: number, orderCode: string): Promise<number> {
  const [row] = await tx
    .select({ net: sql<string>`coalesce(sum(${fundRecords.amount}), 0)` })
    .from(fundRecords)
    .where(
      and(
        eq(fundRecords.userId, merchantId),
        eq(fundRecords.orderCode, orderCode),
        inArray(fundRecords.reason, [FundReason.payoutHold, FundReason.payoutRelease]),
      ),
    );
  return Number(row?.net ?? 0);
}

/** The merchant order numbers among `numbers` that the merchant has used already. */
export async function usedMchOrderNos(db: DbOrTx, merchantId: number, numbers: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  // In slices: 500 parameters is far below both drivers' limits.
  for (let i = 0; i < numbers.length; i += 500) {
    const found = await db
      .select({ no: payoutOrders.mchOrderNo })
      .from(payoutOrders)
      .where(and(eq(payoutOrders.merchantId, merchantId), inArray(payoutOrders.mchOrderNo, numbers.slice(i, i + 500))));
    for (const f of found) used.add(f.no);
  }
  return used;
}

/** The merchant's balance, locked (FOR UPDATE) for the caller's transaction; 0 without a row. */
export async function lockBalance(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: balances.balance })
    .from(balances)
    .where(eq(balances.userId, userId))
    .for('update');
  return row?.balance ?? 0;
}

/** The blacklist entries with these match keys (any given: name, card digits, accounts), by id. */
export async function blacklistEntries(db: DbOrTx, keys: { name: string; card: string; accounts: string[] }) {
  const when = (kind: RiskEntryKind, cond: SQL) => and(eq(riskBlacklist.kind, kind), cond);
  const conditions = [
    keys.name !== '' ? when('name', eq(riskBlacklist.matchKey, keys.name)) : undefined,
    keys.card !== '' ? when('cardNumber', eq(riskBlacklist.matchKey, keys.card)) : undefined,
    keys.accounts.length > 0 ? when('account', inArray(riskBlacklist.matchKey, keys.accounts)) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  return db
    .select()
    .from(riskBlacklist)
    .where(or(...conditions))
    .orderBy(riskBlacklist.id);
}

export async function insertRiskDetection(
  tx: DbOrTx,
  row: Pick<PayoutRecord, 'id' | 'orderCode' | 'merchantId'>,
  matches: RiskMatch[],
  now: Date,
): Promise<void> {
  await tx
    .insert(riskDetections)
    .values({ payoutId: row.id, orderCode: row.orderCode, merchantId: row.merchantId, matches, createdAt: now });
}

/** A gateway a payout may be routed to: its id and limits (minor units, 0: none). */
export interface GatewayRoute {
  id: number;
  minAmount: number;
  maxAmount: number;
  dailyLimit: number;
}

/** Enabled gateways that route this payout product, lowest id first. */
export async function gatewaysForProduct(tx: DbOrTx, productId: number): Promise<GatewayRoute[]> {
  return tx
    .select({
      id: payGateways.id,
      minAmount: payGateways.minAmount,
      maxAmount: payGateways.maxAmount,
      dailyLimit: payGateways.dailyLimit,
    })
    .from(payGateways)
    .where(and(eq(payGateways.enabled, true), sql`${payGateways.productIds} @> ${JSON.stringify([productId])}::jsonb`))
    .orderBy(asc(payGateways.id));
}

/**
 * Locks the gateway row for the caller's transaction and answers what it was given since `since`
 * (payouts not rejected): concurrent creates checking its daily total take turns.
 */
export async function lockGatewayUsedSince(tx: DbOrTx, gatewayId: number, since: Date): Promise<number | null> {
  const [locked] = await tx
    .select({ id: payGateways.id, enabled: payGateways.enabled })
    .from(payGateways)
    .where(eq(payGateways.id, gatewayId))
    .for('update');
  if (!locked?.enabled) return null;
  const [row] = await tx
    .select({ used: sql<string>`coalesce(sum(${payoutOrders.amount}), 0)` })
    .from(payoutOrders)
    .where(
      and(
        eq(payoutOrders.gatewayId, gatewayId),
        sql`${payoutOrders.createdAt} >= ${since.toISOString()}`,
        sql`${payoutOrders.gatewayState} is distinct from 'rejected'`,
      ),
    );
  return Number(row?.used ?? 0);
}

/** The sending record of a payout given to a gateway; the idempotency key is stored before any request. */
export async function insertGatewayPayout(tx: DbOrTx, values: typeof gatewayPayouts.$inferInsert): Promise<void> {
  await tx.insert(gatewayPayouts).values(values);
}
