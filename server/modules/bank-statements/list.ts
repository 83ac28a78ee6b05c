import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  Code,
  isStaff,
  type BankStatementRow,
  type CallParsed,
  type Page,
  type bankStatementCalls,
} from '../../../src/contract/index.ts';
import { bankStatements } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { settingValue } from '../system-config/index.ts';
import { within } from '../../db/time-range.ts';
import { pageStatements } from './repository.ts';

type ListInput = CallParsed<typeof bankStatementCalls.getList>;

/**
 * Staff see every record; a supplier the records of its own accounts, and only while
 * SupplierSmsRecordEnable is on (null counts as on, product 6). Part of the query, so no filter,
 * page or count reaches past it.
 */
async function statementScope(ctx: AuthedContext): Promise<SQL | undefined> {
  const me = ctx.auth.user;
  if (isStaff(me.role)) return undefined;
  if (me.role !== 'supplier') throw new ApiError(Code.forbidden, 'errors.forbidden');
  if ((await settingValue(ctx.db, 'SupplierSmsRecordEnable')) === false)
    throw new ApiError(Code.forbidden, 'errors.smsRecordsOff');
  return eq(bankStatements.supplierId, me.id);
}

function filtersOf(input: ListInput): (SQL | undefined)[] {
  const matched =
    input.matched === 'yes'
      ? isNotNull(bankStatements.matchedOrderCode)
      : input.matched === 'no'
        ? isNull(bankStatements.matchedOrderCode)
        : undefined;
  return [
    input.resourceId ? eq(bankStatements.resourceId, input.resourceId) : undefined,
    input.supplierId ? eq(bankStatements.supplierId, input.supplierId) : undefined,
    // An unread record has no direction: the direction filters leave it out.
    input.direction !== undefined
      ? and(eq(bankStatements.direction, input.direction), eq(bankStatements.unread, false))
      : undefined,
    input.read === undefined ? undefined : eq(bankStatements.unread, input.read === 'unread'),
    matched,
    input.utr ? eq(bankStatements.utr, input.utr) : undefined,
    input.amount !== undefined ? eq(bankStatements.amount, input.amount) : undefined,
    input.orderCode ? eq(bankStatements.matchedOrderCode, input.orderCode) : undefined,
    within(bankStatements.receivedAt, input.startTime, input.endTime),
  ];
}

type Joined = {
  s: typeof bankStatements.$inferSelect;
  supplierName: string | null;
  bankName: string | null;
  accountCard: string | null;
  matcherAccount: string | null;
};

function toRow({ s, supplierName, bankName, accountCard, matcherAccount }: Joined): BankStatementRow {
  const matched = s.matchedOrderCode !== null;
  return {
    id: s.id,
    resourceId: s.resourceId,
    supplierId: s.supplierId,
    supplierName: supplierName ?? '',
    bankName: bankName ?? '',
    cardTail: (accountCard ?? '').slice(-4),
    direction: s.direction,
    amount: s.amount,
    utr: s.utr,
    payerName: s.payerName,
    cardNumber: s.cardNumber,
    sender: s.sender,
    content: s.content,
    receivedTime: s.receivedAt.toISOString(),
    unread: s.unread,
    statedTime: s.statedAt?.toISOString() ?? null,
    matchedOrderCode: s.matchedOrderCode,
    matchedTime: s.matchedAt?.toISOString() ?? null,
    matchedBy: matched ? (s.matchedBy === null ? 'automatic' : (matcherAccount ?? '')) : null,
  };
}

/** GET /v1.0/bankStatement/getList: SMS records, newest received first; codes, UTRs and amounts match exactly. */
export async function listBankStatements(input: ListInput, ctx: AuthedContext): Promise<Page<BankStatementRow>> {
  const where = and(await statementScope(ctx), ...filtersOf(input));
  const { rows, total } = await pageStatements(ctx.db, where, input);
  return { list: rows.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}
