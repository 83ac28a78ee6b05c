import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  amountCursorOf,
  successfulOrderStatuses,
  type AmountCursor,
  type OrderSort,
  type PageCursor,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { afterAmount, afterCursor, cursorTimeOf, keysetPage } from '../../db/pagination.ts';
import { onSource, ordersAndArchive, ordersArchive } from '../../db/order-sources.ts';
import { orders, products } from '../../db/schema.ts';
import { merchantUser, orderRowColumns, supplierUser } from './order-columns.ts';

/** The order row's fields (order-columns.ts) and the keyset's time. */
const listColumns = { ...orderRowColumns, cursorTime: cursorTimeOf(orders.createdAt) };
type OrderListRecord = Awaited<ReturnType<typeof listRows>>[number];

/** Newest first, or by amount (decision 124: orders_amount_idx), the id breaking ties either way. */
function listOrder(sort: OrderSort | undefined) {
  if (sort === 'amountDesc') return [desc(orders.amount), desc(orders.id)];
  if (sort === 'amountAsc') return [asc(orders.amount), asc(orders.id)];
  return [desc(orders.createdAt), desc(orders.id)];
}

function listRows(db: DbOrTx, where: SQL | undefined, limit: number, offset: number, sort?: OrderSort) {
  return db
    .select(listColumns)
    .from(orders)
    .leftJoin(merchantUser, eq(merchantUser.id, orders.merchantId))
    .leftJoin(supplierUser, eq(supplierUser.id, orders.supplierId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(where)
    .orderBy(...listOrder(sort))
    .limit(limit)
    .offset(offset);
}

/** The list's columns on the archive: the names by subquery, as drizzle joins only real tables. */
const archiveColumns = {
  ...listColumns,
  merchantName: sql<string | null>`(select u.nickname from users u where u.id = ${orders.merchantId})`,
  supplierName: sql<string | null>`(select u.nickname from users u where u.id = ${orders.supplierId})`,
  productName: sql<string | null>`(select p.name from products p where p.id = ${orders.productId})`,
};

/** The archived order of this code within `where` (the caller's scope and filters), if any. */
export async function archivedOrderRows(db: DbOrTx, where: SQL | undefined): Promise<OrderListRecord[]> {
  return db
    .select(onSource(archiveColumns))
    .from(ordersArchive)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
}

/**
 * A page of orders, newest first, and its total under the SAME condition. By offset (pageIndex) the
 * total is counted up to `countCap` + 1 rows only (an exact count of a million orders costs a scan,
 * a capped one a short index walk), or, with countCap null (HighPerfOrderQuery), not at all: the
 * total is then the rows up to this page's end plus one when there are more (totalCapped), so
 * "next page while pageIndex * pageNum < total" keeps working. By cursor nothing is counted and no
 * row is skipped: the page starts after the cursor's row. One row past the page is always read, to
 * know whether a next cursor is due.
 */
export async function pageOrders(
  db: DbOrTx,
  where: SQL | undefined,
  page: {
    pageIndex: number;
    pageNum: number;
    cursor?: PageCursor | undefined;
    sort?: OrderSort | undefined;
    amountCursor?: AmountCursor | undefined;
  },
  countCap: number | null,
) {
  const { sort } = page;
  // The contract lets each cursor come with its own order only.
  const cursor = sort ? undefined : page.cursor;
  const amountCursor = sort ? page.amountCursor : undefined;
  const offset = cursor || amountCursor ? 0 : (page.pageIndex - 1) * page.pageNum;
  const after =
    sort && amountCursor
      ? afterAmount(orders.amount, orders.id, sort, amountCursor)
      : cursor
        ? afterCursor(orders.createdAt, orders.id, cursor)
        : undefined;
  // The first page's capped count goes out beside its rows, on a connection of its own, instead of
  // after them (decision 138): the page answers when the slower of the two does, not after both.
  const counting = cursor || amountCursor || countCap === null ? null : cappedCount(db, where, countCap);
  const [read, n] = await Promise.all([listRows(db, and(where, after), page.pageNum + 1, offset, sort), counting]);
  const keyset = keysetPage(read, page.pageNum, (r) => r.id);
  const { rows, more } = keyset;
  const last = rows.at(-1);
  const nextCursor = !sort
    ? keyset.nextCursor
    : more && last
      ? amountCursorOf({ amount: last.amount, id: last.id })
      : null;
  if (n === null || countCap === null)
    return { rows, total: offset + rows.length + (more ? 1 : 0), totalCapped: more, nextCursor };
  return { rows, total: Math.min(n, countCap), totalCapped: n > countCap, nextCursor };
}

/** The rows under `where`, counted up to `countCap` + 1 only: a short index walk, never a scan of them all. */
async function cappedCount(db: DbOrTx, where: SQL | undefined, countCap: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(orders)
    .where(where)
    .limit(countCap + 1)
    .as('capped');
  const [total] = await db.select({ n: count() }).from(capped);
  return total?.n ?? 0;
}

const paid = inArray(orders.status, [...successfulOrderStatuses]);
/** sum() of bigint is numeric, which the drivers hand over as text. */
const total = (expr: SQL) => sql`coalesce(${expr}, 0)`.mapWith(Number);

/** Counts and sums of the orders under `where`, in one pass. */
export async function orderFigures(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({
      orderCount: count(),
      successCount: sql`count(*) filter (where ${paid})`.mapWith(Number),
      amount: total(sql`sum(${orders.amount})`),
      successAmount: total(sql`sum(${orders.realAmount}) filter (where ${paid})`),
      merchantFee: total(sql`sum(${orders.merchantFee}) filter (where ${paid})`),
    })
    .from(ordersAndArchive)
    .where(where);
  return row ?? { orderCount: 0, successCount: 0, amount: 0, successAmount: 0, merchantFee: 0 };
}

export async function newestOrder(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({ orderCode: orders.orderCode, createdAt: orders.createdAt })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}
