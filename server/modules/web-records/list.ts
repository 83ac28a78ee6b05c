import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import {
  Code,
  isStaff,
  type CallParsed,
  type Page,
  type WebRecordKind,
  type WebRecordRow,
  type webRecordCalls,
} from '../../../src/contract/index.ts';
import { webRecords } from '../../db/schema.ts';
import { within } from '../../db/time-range.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { settingValue } from '../system-config/index.ts';
import { pageWebRecords } from './repository.ts';

type ListInput = CallParsed<typeof webRecordCalls.getList>;

/**
 * Staff see every record; a supplier those of its own accounts, web messages only while
 * SupplierWebMessageEnable is on (null counts as on, product 6; the menu hides the entry on the same
 * flag). Part of the query, so no filter, page or count reaches past it.
 */
async function recordScope(ctx: AuthedContext, kind: WebRecordKind): Promise<SQL | undefined> {
  const me = ctx.auth.user;
  if (isStaff(me.role)) return undefined;
  if (me.role !== 'supplier') throw new ApiError(Code.forbidden, 'errors.forbidden');
  if (kind !== 'usdt' && (await settingValue(ctx.db, 'SupplierWebMessageEnable')) === false)
    throw new ApiError(Code.forbidden, 'errors.webMessagesOff');
  return eq(webRecords.supplierId, me.id);
}

function filtersOf(input: ListInput): (SQL | undefined)[] {
  const matched =
    input.matched === 'yes'
      ? isNotNull(webRecords.matchedOrderCode)
      : input.matched === 'no'
        ? isNull(webRecords.matchedOrderCode)
        : undefined;
  const amount = input.kind === 'usdt' ? input.usdtAmount : input.amount;
  return [
    eq(webRecords.kind, input.kind),
    input.resourceId ? eq(webRecords.resourceId, input.resourceId) : undefined,
    input.supplierId ? eq(webRecords.supplierId, input.supplierId) : undefined,
    matched,
    amount !== undefined ? eq(webRecords.amount, amount) : undefined,
    input.utr ? eq(webRecords.utr, input.utr) : undefined,
    input.txHash ? eq(webRecords.txHash, input.txHash) : undefined,
    input.address ? or(eq(webRecords.fromAddress, input.address), eq(webRecords.toAddress, input.address)) : undefined,
    input.orderCode ? eq(webRecords.matchedOrderCode, input.orderCode) : undefined,
    within(webRecords.receivedAt, input.startTime, input.endTime),
  ];
}

type Joined = {
  r: typeof webRecords.$inferSelect;
  supplierName: string | null;
  bankName: string | null;
  accountCard: string | null;
  walletAddress: string | null;
  matcherAccount: string | null;
};

function toRow({ r, supplierName, bankName, accountCard, walletAddress, matcherAccount }: Joined): WebRecordRow {
  const matched = r.matchedOrderCode !== null;
  return {
    id: r.id,
    kind: r.kind === 'usdt' || r.kind === 'wechat' ? r.kind : 'web',
    resourceId: r.resourceId,
    supplierId: r.supplierId,
    supplierName: supplierName ?? '',
    bankName: bankName ?? '',
    cardTail: (accountCard ?? '').slice(-4),
    walletAddress: walletAddress ?? '',
    amount: r.amount,
    utr: r.utr,
    payerName: r.payerName,
    txHash: r.txHash,
    fromAddress: r.fromAddress,
    toAddress: r.toAddress,
    content: r.content,
    receivedTime: r.receivedAt.toISOString(),
    matchedOrderCode: r.matchedOrderCode,
    matchedTime: r.matchedAt?.toISOString() ?? null,
    matchedBy: matched ? (r.matchedBy === null ? 'automatic' : (matcherAccount ?? '')) : null,
  };
}

/** GET /v1.0/webRecord/getList: one kind, newest received first; codes, hashes and amounts match exactly. */
export async function listWebRecords(input: ListInput, ctx: AuthedContext): Promise<Page<WebRecordRow>> {
  const where = and(await recordScope(ctx, input.kind), ...filtersOf(input));
  const { rows, total } = await pageWebRecords(ctx.db, where, input);
  return { list: rows.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}
