import { and, eq } from 'drizzle-orm';
import type { CallParsed, MonitorLogRow, Page, monitorCalls } from '../../../src/contract/index.ts';
import { monitorLogs } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { audit } from '../audit-log/index.ts';
import { settingValue } from '../system-config/index.ts';
import { within } from '../../db/time-range.ts';
import { deleteMonitorLogsBefore, pageMonitorLogs } from './repository.ts';

type ListInput = CallParsed<typeof monitorCalls.getLogList>;

/** Product 7.6 monitorLog/getList: newest first; codes and numbers match exactly. */
export async function listMonitorLogs(input: ListInput, ctx: AuthedContext): Promise<Page<MonitorLogRow>> {
  const where = and(
    input.monitorId ? eq(monitorLogs.resourceId, input.monitorId) : undefined,
    input.orderCode ? eq(monitorLogs.orderCode, input.orderCode) : undefined,
    input.cardNumber ? eq(monitorLogs.cardNumber, input.cardNumber) : undefined,
    input.logPhase ? eq(monitorLogs.logPhase, input.logPhase) : undefined,
    within(monitorLogs.createdAt, input.startTime, input.endTime),
  );
  const { rows, total } = await pageMonitorLogs(ctx.db, where, { pageIndex: input.pageIndex, pageNum: input.pageSize });
  return {
    list: rows.map(({ l, supplierName }) => ({
      id: l.id,
      monitorId: l.resourceId,
      supplierName: supplierName ?? '',
      orderCode: l.orderCode,
      cardNumber: l.cardNumber,
      logPhase: l.logPhase,
      content: l.content,
      createTime: l.createdAt.toISOString(),
    })),
    total,
    pageIndex: input.pageIndex,
    pageNum: input.pageSize,
  };
}

/** Product 7.6 monitorLog/clear: drops the lines older than DataClearCycle days (the newer ones are still evidence). */
export async function clearMonitorLogs(ctx: AuthedContext): Promise<{ deleted: number; before: string }> {
  const days = Math.max(1, Number(await settingValue(ctx.db, 'DataClearCycle')) || 90);
  const before = new Date(ctx.clock.now().getTime() - days * 86_400_000);
  const deleted = await ctx.db.transaction(async (tx) => {
    const n = await deleteMonitorLogsBefore(tx, before);
    await audit(tx, ctx, 'monitorLog.clear', 'monitor_logs', { olderThan: before.toISOString(), days }, { deleted: n });
    return n;
  });
  return { deleted, before: before.toISOString() };
}
