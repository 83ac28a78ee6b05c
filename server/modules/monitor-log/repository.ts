import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { monitorLogs, resources, users } from '../../db/schema.ts';
import type { MonitorLogPhase } from '../../../src/contract/index.ts';

export interface MonitorLogEntry {
  resourceId: number;
  /** The monitored account's card or account number, so support can search by it. */
  cardNumber: string;
  logPhase: MonitorLogPhase;
  content: string;
  orderCode?: string | null;
  now: Date;
}

/** One line of the monitor log, written in the caller's transaction so it says what really happened. */
export async function writeMonitorLog(db: DbOrTx, e: MonitorLogEntry): Promise<void> {
  await db.insert(monitorLogs).values({
    resourceId: e.resourceId,
    cardNumber: e.cardNumber,
    logPhase: e.logPhase,
    content: e.content.slice(0, 2000),
    orderCode: e.orderCode ?? null,
    createdAt: e.now,
  });
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
  const res = await tx.execute(sql`with gone as (delete from ${monitorLogs} where ${monitorLogs.createdAt} < ${before} returning 1) select count(*)::int as n from gone`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
