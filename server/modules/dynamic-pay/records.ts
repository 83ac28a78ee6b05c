import { and, desc, eq, ilike } from 'drizzle-orm';
import type {
  CallParsed,
  DynamicPayRecordRow,
  dynamicPayRecordCalls,
  Page,
  PayInstructions,
} from '../../../src/contract/index.ts';
import { listPage } from '../../db/pagination.ts';
import { dynamicPayRecords, products } from '../../db/schema.ts';
import { within } from '../../db/time-range.ts';
import type { AuthedContext } from '../../http/context.ts';

/** `%` and `_` typed in the order number are matched as themselves. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /v1.0/dynamicPayRecord/list: newest first, by product, outcome, order number (part of it) and time. */
export async function listRecords(
  input: CallParsed<typeof dynamicPayRecordCalls.list>,
  ctx: AuthedContext,
): Promise<Page<DynamicPayRecordRow>> {
  const where = and(
    input.productId !== undefined ? eq(dynamicPayRecords.productId, input.productId) : undefined,
    input.outcome !== undefined ? eq(dynamicPayRecords.ok, input.outcome === 'ok') : undefined,
    input.orderCode ? ilike(dynamicPayRecords.orderCode, `%${escapeLike(input.orderCode)}%`) : undefined,
    within(dynamicPayRecords.createdAt, input.startTime, input.endTime),
  );
  const query = ctx.db
    .select({ r: dynamicPayRecords, productName: products.name })
    .from(dynamicPayRecords)
    .leftJoin(products, eq(products.id, dynamicPayRecords.productId))
    .where(where)
    .orderBy(desc(dynamicPayRecords.createdAt), desc(dynamicPayRecords.id))
    .$dynamic();
  const { rows, total } = await listPage(ctx.db, query, dynamicPayRecords, where, input);
  return {
    list: rows.map(({ r, productName }) => ({
      id: r.id,
      productId: r.productId,
      productName: productName ?? String(r.productId),
      version: r.version,
      orderCode: r.orderCode,
      testRun: r.testRun,
      ok: r.ok,
      durationMs: r.durationMs,
      result: (r.result as PayInstructions | null) ?? null,
      error: r.error,
      runBy: r.runBy,
      createTime: r.createdAt.toISOString(),
    })),
    total,
    pageIndex: input.pageIndex,
    pageNum: input.pageNum,
  };
}
