import { Column, getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { orders } from './schema.ts';

/**
 * Where order queries read from. Both sources are named "orders", so every condition and column
 * written against the orders table (orders.createdAt renders "orders"."created_at") works on them
 * unchanged.
 *
 * ordersArchive: the orders a retention run moved out (orders_archive, the same columns).
 * ordersAndArchive: hot and archived orders together, for statistics: a retention run must leave
 * every figure as it was (decision 058), and PostgreSQL pushes each WHERE into both branches, so
 * a range or scope still reads each table through its own indexes.
 */
const columnList = sql.raw(
  Object.values(getTableColumns(orders))
    .map((c) => `"${c.name}"`)
    .join(', '),
);
export const ordersArchive: SQL = sql`orders_archive as "orders"`;
export const ordersAndArchive: SQL = sql`(select ${columnList} from orders union all select ${columnList} from orders_archive) as "orders"`;

/**
 * Drizzle refuses a selected column of a table that is not the query's FROM (here an SQL source);
 * the same column as an SQL expression renders identically ("orders"."x") and decodes the same.
 */
export function onSource<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, is(v, Column) ? sql`${v}`.mapWith(v) : v])) as T;
}
