import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  abnormalMaxSuccessRate,
  abnormalMinOrders,
  analysisRangeOf,
  successfulOrderStatuses,
  type CallParsed,
  type IpAnalysisRow,
  type OrderAnalysisFigures,
  type Page,
  type PayerAnalysisRow,
  type orderAnalysisCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { frozenIps, orders } from '../../db/schema.ts';
import { within } from '../../db/time-range.ts';
import type { AuthedContext } from '../../http/context.ts';

type IpInput = CallParsed<typeof orderAnalysisCalls.ipList>;
type PayerInput = CallParsed<typeof orderAnalysisCalls.payerList>;

function rangeOf(input: IpInput | PayerInput, ctx: AuthedContext): SQL | undefined {
  const { from, to } = analysisRangeOf(input.startTime, input.endTime, ctx.clock.now());
  return within(orders.createdAt, from, to);
}

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

/** "Abnormal" (docs/decisions.md 'Order analysis'): many orders, few of them paid, in the range. */
const abnormal = sql`count(*) >= ${abnormalMinOrders} and count(*) filter (where ${succeeded}) <= count(*) * ${abnormalMaxSuccessRate}::float8`;

type FigureRow = { orderCount: number; successCount: number; amount: string | number; successAmount: string | number; merchantCount: number; lastOrderAt: string | Date; total: number };

function figuresOf(r: FigureRow): OrderAnalysisFigures {
  const orderCount = Number(r.orderCount);
  const successCount = Number(r.successCount);
  return {
    orderCount,
    successCount,
    successRate: orderCount === 0 ? 0 : successCount / orderCount,
    amount: Number(r.amount),
    successAmount: Number(r.successAmount),
    merchantCount: Number(r.merchantCount),
    lastOrderTime: new Date(r.lastOrderAt).toISOString(),
  };
}

function isAbnormal(f: OrderAnalysisFigures): boolean {
  return f.orderCount >= abnormalMinOrders && f.successCount <= f.orderCount * abnormalMaxSuccessRate;
}

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
    .select({ key: q.key, ...figureColumns })
    .from(orders)
    .where(and(...q.where))
    .groupBy(q.key)
    .having(q.having)
    .orderBy(sql`count(*) desc`, q.key)
    .limit(q.pageNum)
    .offset((q.pageIndex - 1) * q.pageNum);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

async function frozenAmong(db: DbOrTx, ips: string[]): Promise<Set<string>> {
  if (ips.length === 0) return new Set();
  const rows = await db
    .select({ ip: frozenIps.ip })
    .from(frozenIps)
    .where(sql`${frozenIps.ip} in (${sql.join(
      ips.map((ip) => sql`${ip}`),
      sql`, `,
    )})`);
  return new Set(rows.map((r) => r.ip));
}

/** GET /v1.0/orderAnalysis/ipList: orders per payer IP (clientIp); orders without an IP are left out. */
export async function listIpAnalysis(input: IpInput, ctx: AuthedContext): Promise<Page<IpAnalysisRow>> {
  const key = sql<string>`${orders.clientIp}`;
  const { rows, total } = await grouped(ctx.db, {
    key,
    where: [rangeOf(input, ctx), ne(orders.clientIp, ''), input.ip ? eq(orders.clientIp, input.ip) : undefined],
    having: input.abnormalOnly === 'yes' ? abnormal : undefined,
    pageIndex: input.pageIndex,
    pageNum: input.pageNum,
  });
  const frozen = await frozenAmong(
    ctx.db,
    rows.map((r) => r.key),
  );
  const list = rows.map((r) => {
    const f = figuresOf(r);
    return { ip: r.key, ...f, abnormal: isAbnormal(f), frozen: frozen.has(r.key) };
  });
  return { list, total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

/** GET /v1.0/orderAnalysis/payerList: orders per payer name (payer.userName, as sent); orders without one are left out. */
export async function listPayerAnalysis(input: PayerInput, ctx: AuthedContext): Promise<Page<PayerAnalysisRow>> {
  const { rows, total } = await grouped(ctx.db, {
    key: payerName,
    where: [rangeOf(input, ctx), sql`${payerName} <> ''`, input.userName ? sql`${payerName} = ${input.userName}` : undefined],
    pageIndex: input.pageIndex,
    pageNum: input.pageNum,
  });
  const list = rows.map((r) => ({ userName: r.key, ...figuresOf(r) }));
  return { list, total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}
