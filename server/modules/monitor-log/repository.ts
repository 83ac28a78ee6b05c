import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { monitorLogs, resources, users } from '../../db/schema.ts';

/** Inserts one line of the monitor log in the caller's transaction (or on the database). */
export async function insertMonitorLog(db: DbOrTx, values: typeof monitorLogs.$inferInsert): Promise<void> {
  await db.insert(monitorLogs).values(values);
}

/** One page of log lines with the account's supplier, newest first, and the total. */
export function pageMonitorLogs(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const query = db
    .select({ l: monitorLogs, supplierName: users.nickname })
    .from(monitorLogs)
    .leftJoin(resources, eq(resources.id, monitorLogs.resourceId))
    .leftJoin(users, eq(users.id, resources.supplierId))
    .where(where)
    .orderBy(desc(monitorLogs.createdAt), desc(monitorLogs.id))
    .$dynamic();
  return listPage(db, query, monitorLogs, where, page);
}

/** Deletes the lines older than `before`; counted in the database, so a large clear never brings every id into memory. */
export async function deleteMonitorLogsBefore(tx: DbOrTx, before: Date): Promise<number> {
  const res = await tx.execute(
    sql`with gone as (delete from ${monitorLogs} where ${monitorLogs.createdAt} < ${before} returning 1) select count(*)::int as n from gone`,
  );
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
