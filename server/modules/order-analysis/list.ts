import {
  abnormalMaxSuccessRate,
  abnormalMinOrders,
  analysisRangeOf,
  type CallParsed,
  type IpAnalysisRow,
  type OrderAnalysisFigures,
  type Page,
  type PayerAnalysisRow,
  type orderAnalysisCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { frozenAmong, ipGroups, payerGroups, type AnalysisRange } from './repository.ts';

type IpInput = CallParsed<typeof orderAnalysisCalls.ipList>;
type PayerInput = CallParsed<typeof orderAnalysisCalls.payerList>;

function rangeOf(input: IpInput | PayerInput, ctx: AuthedContext): AnalysisRange {
  const { from, to } = analysisRangeOf(input.startTime, input.endTime, ctx.clock.now());
  return { from, to };
}

type FigureRow = {
  orderCount: number;
  successCount: number;
  amount: string | number;
  successAmount: string | number;
  merchantCount: number;
  lastOrderAt: string | Date;
  total: number;
};

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

/** GET /v1.0/orderAnalysis/ipList: orders per payer IP (clientIp); orders without an IP are left out. */
export async function listIpAnalysis(input: IpInput, ctx: AuthedContext): Promise<Page<IpAnalysisRow>> {
  const { rows, total } = await ipGroups(ctx.db, {
    range: rangeOf(input, ctx),
    ip: input.ip,
    abnormalOnly: input.abnormalOnly === 'yes',
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
  const { rows, total } = await payerGroups(ctx.db, {
    range: rangeOf(input, ctx),
    userName: input.userName,
    pageIndex: input.pageIndex,
    pageNum: input.pageNum,
  });
  const list = rows.map((r) => ({ userName: r.key, ...figuresOf(r) }));
  return { list, total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}
