import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { OrderStatus, successfulOrderStatuses } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema.ts';
import { onSource, ordersAndArchive } from '../../db/order-sources.ts';

const paid = inArray(orders.status, [...successfulOrderStatuses]);
/** sum() of bigint is numeric, which the drivers hand over as text. */
const total = (expr: SQL) => sql`coalesce(${expr}, 0)`.mapWith(Number);
const figureColumns = {
  orderCount: count(),
  successCount: sql`count(*) filter (where ${paid})`.mapWith(Number),
  amount: total(sql`sum(${orders.amount})`),
  successAmount: total(sql`sum(${orders.realAmount}) filter (where ${paid})`),
  merchantFee: total(sql`sum(${orders.merchantFee}) filter (where ${paid})`),
};
export type FigureRow = {
  orderCount: number;
  successCount: number;
  amount: number;
  successAmount: number;
  merchantFee: number;
};
/** statisticsV2 adds the supplier fees of the paid orders. */
const statisticsColumns = {
  ...figureColumns,
  supplierFee: total(sql`sum(${orders.supplierFee}) filter (where ${paid})`),
};
export type StatisticsRow = FigureRow & { supplierFee: number };

/**
 * Figures per day of an IANA zone ('YYYY-MM-DD'), oldest first. The zone is a bound parameter, so
 * the grouping names the select's first column instead of repeating the expression (each repeat
 * would be a new parameter, which PostgreSQL does not see as the same expression).
 */
export async function figuresByDay(db: DbOrTx, where: SQL | undefined, timeZone: string) {
  return db
    .select(
      onSource({
        day: sql<string>`to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
        ...statisticsColumns,
      }),
    )
    .from(ordersAndArchive)
    .where(where)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** Figures per supplier (null: orders no supplier took), largest amount first. */
export async function figuresBySupplier(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(
      onSource({
        supplierId: orders.supplierId,
        supplierName: sql<string>`coalesce(${users.nickname}, '')`,
        ...statisticsColumns,
      }),
    )
    .from(ordersAndArchive)
    .leftJoin(users, eq(users.id, orders.supplierId))
    .where(where)
    .groupBy(orders.supplierId, users.nickname)
    .orderBy(desc(sql`sum(${orders.amount})`), orders.supplierId);
}

/** Figures per merchant, largest amount first. */
export async function figuresByMerchant(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(
      onSource({
        merchantId: orders.merchantId,
        merchantName: sql<string>`coalesce(${users.nickname}, '')`,
        ...statisticsColumns,
      }),
    )
    .from(ordersAndArchive)
    .leftJoin(users, eq(users.id, orders.merchantId))
    .where(where)
    .groupBy(orders.merchantId, users.nickname)
    .orderBy(desc(sql`sum(${orders.amount})`), orders.merchantId);
}

const open = [
  OrderStatus.created,
  OrderStatus.creating,
  OrderStatus.allocated,
  OrderStatus.processing,
  OrderStatus.submitted,
  OrderStatus.toBeConfirmed,
  OrderStatus.rejecting,
];
/** The list header's counts beyond the figures. */
export async function summaryCounts(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({
      ...figureColumns,
      openCount: sql`count(*) filter (where ${inArray(orders.status, open)})`.mapWith(Number),
      timedOutCount: sql`count(*) filter (where ${eq(orders.status, OrderStatus.timedOut)})`.mapWith(Number),
    })
    .from(ordersAndArchive)
    .where(where);
  return row!;
}

const paySeconds = sql`extract(epoch from (${orders.completedAt} - ${orders.createdAt}))`;
const nullableNumber = (expr: SQL) =>
  sql`${expr}`.mapWith((v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10));
const performanceColumns = {
  orderCount: count(),
  successCount: sql`count(*) filter (where ${paid})`.mapWith(Number),
  amount: total(sql`sum(${orders.amount})`),
  // Percentiles of the paid orders only: an unpaid order has no time to pay.
  payP50Seconds: nullableNumber(
    sql`percentile_cont(0.5) within group (order by ${paySeconds}) filter (where ${paid} and ${orders.completedAt} is not null)`,
  ),
  payP95Seconds: nullableNumber(
    sql`percentile_cont(0.95) within group (order by ${paySeconds}) filter (where ${paid} and ${orders.completedAt} is not null)`,
  ),
  timedOutCount: sql`count(*) filter (where ${eq(orders.status, OrderStatus.timedOut)})`.mapWith(Number),
  allocationFailedCount: sql`count(*) filter (where ${eq(orders.status, OrderStatus.allocationFailed)})`.mapWith(
    Number,
  ),
};
export type PerformanceRow = {
  orderCount: number;
  successCount: number;
  amount: number;
  payP50Seconds: number | null;
  payP95Seconds: number | null;
  timedOutCount: number;
  allocationFailedCount: number;
};

const utcHour = sql<number>`extract(hour from ${orders.createdAt} at time zone 'UTC')`.mapWith(Number);

export async function performance(db: DbOrTx, where: SQL | undefined): Promise<PerformanceRow> {
  const [row] = await db.select(performanceColumns).from(ordersAndArchive).where(where);
  return row!;
}

export async function performanceByHour(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(onSource({ hour: utcHour, ...performanceColumns }))
    .from(ordersAndArchive)
    .where(where)
    .groupBy(utcHour);
}

export async function performanceByProduct(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(
      onSource({
        productId: orders.productId,
        productName: sql<string>`coalesce(max(${products.name}), '')`,
        ...performanceColumns,
      }),
    )
    .from(ordersAndArchive)
    .leftJoin(products, eq(products.id, orders.productId))
    .where(where)
    .groupBy(orders.productId)
    .orderBy(desc(count()), orders.productId);
}
