import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { abnormalMaxSuccessRate, abnormalMinOrders, successfulOrderStatuses } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { frozenIps, orders } from '../../db/schema.ts';
import { within } from '../../db/time-range.ts';
import { onSource, ordersAndArchive } from '../../db/order-sources.ts';

// Every query of order analysis: the grouped figures of orders and the frozen IPs.

export type FrozenIpRecord = typeof frozenIps.$inferSelect;

const payerName = sql<string>`${orders.payer}->>'userName'`;
const succeeded = sql`${orders.status} in (${sql.join(
  successfulOrderStatuses.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** The figures of one group; sums are numeric in SQL, read back as integers (minor units). */
const figureColumns = {
  orderCount: sql<number>`count(*)::int`,
  successCount: sql<number>`(count(*) filter (where ${succeeded}))::int`,
  amount: sql<string>`coalesce(sum(${orders.amount}), 0)::bigint`,
  successAmount: sql<string>`coalesce(sum(${orders.amount}) filter (where ${succeeded}), 0)::bigint`,
  merchantCount: sql<number>`count(distinct ${orders.merchantId})::int`,
  lastOrderAt: sql<string>`max(${orders.createdAt})`,
  // Counted over the groups after HAVING, before LIMIT: the page's total in the same statement.
  total: sql<number>`(count(*) over ())::int`,
};

/** "Abnormal" (docs/decisions/031-order-analysis-and-frozen-ips.md): many orders, few of them paid, in the range. */
const abnormal = sql`count(*) >= ${abnormalMinOrders} and count(*) filter (where ${succeeded}) <= count(*) * ${abnormalMaxSuccessRate}::float8`;

interface GroupQuery {
  key: SQL<string>;
  where: (SQL | undefined)[];
  having?: SQL;
  pageIndex: number;
  pageNum: number;
}

/**
 * Orders of the range grouped by one key, most orders first. The range is at most 31 days (the
 * contract) and is read through orders_created_status_idx (created_at leads it).
 */
async function grouped(db: DbOrTx, q: GroupQuery) {
  const rows = await db
    .select(onSource({ key: q.key, ...figureColumns }))
    .from(ordersAndArchive)
    .where(and(...q.where))
    .groupBy(q.key)
    .having(q.having)
    .orderBy(sql`count(*) desc`, q.key)
    .limit(q.pageNum)
    .offset((q.pageIndex - 1) * q.pageNum);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function frozenAmong(db: DbOrTx, ips: string[]): Promise<Set<string>> {
  if (ips.length === 0) return new Set();
  const rows = await db
    .select({ ip: frozenIps.ip })
    .from(frozenIps)
    .where(
      sql`${frozenIps.ip} in (${sql.join(
        ips.map((ip) => sql`${ip}`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((r) => r.ip));
}

export interface AnalysisRange {
  from: Date | undefined;
  to: Date | undefined;
}

/** Orders per payer IP (clientIp) in the range, orders without an IP left out; only abnormal IPs when asked. */
export function ipGroups(
  db: DbOrTx,
  q: { range: AnalysisRange; ip?: string | undefined; abnormalOnly: boolean } & PageRequest,
) {
  return grouped(db, {
    key: sql<string>`${orders.clientIp}`,
    where: [
      within(orders.createdAt, q.range.from, q.range.to),
      ne(orders.clientIp, ''),
      q.ip ? eq(orders.clientIp, q.ip) : undefined,
    ],
    having: q.abnormalOnly ? abnormal : undefined,
    pageIndex: q.pageIndex,
    pageNum: q.pageNum,
  });
}

/** Orders per payer name (payer.userName, as sent) in the range; orders without one left out. */
export function payerGroups(db: DbOrTx, q: { range: AnalysisRange; userName?: string | undefined } & PageRequest) {
  return grouped(db, {
    key: payerName,
    where: [
      within(orders.createdAt, q.range.from, q.range.to),
      sql`${payerName} <> ''`,
      q.userName ? sql`${payerName} = ${q.userName}` : undefined,
    ],
    pageIndex: q.pageIndex,
    pageNum: q.pageNum,
  });
}

/** Every frozen IP: the create path's in-memory set (frozen-ips.ts) is loaded from this. */
export async function allFrozenIps(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ ip: frozenIps.ip }).from(frozenIps);
  return rows.map((r) => r.ip);
}

/** Frozen IPs, the one IP when given, newest first. */
export function frozenIpsPage(db: DbOrTx, ip: string | undefined, page: PageRequest) {
  const where = ip ? eq(frozenIps.ip, ip) : undefined;
  const query = db.select().from(frozenIps).where(where).orderBy(desc(frozenIps.createdAt), frozenIps.ip).$dynamic();
  return listPage(db, query, frozenIps, where, page);
}

/** The new row, or null when the IP is frozen already. */
export async function insertFrozenIp(
  tx: DbOrTx,
  values: typeof frozenIps.$inferInsert,
): Promise<FrozenIpRecord | null> {
  const [made] = await tx.insert(frozenIps).values(values).onConflictDoNothing().returning();
  return made ?? null;
}

/** The deleted row, or null when the IP was not frozen. */
export async function deleteFrozenIp(tx: DbOrTx, ip: string): Promise<FrozenIpRecord | null> {
  const [gone] = await tx.delete(frozenIps).where(eq(frozenIps.ip, ip)).returning();
  return gone ?? null;
}
