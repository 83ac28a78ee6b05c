import { and, eq, type SQL } from 'drizzle-orm';
import {
  Code,
  isStaff,
  type CallParsed,
  type CursorPage,
  type FundRecordRow,
  type fundRecordCalls,
} from '../../../src/contract/index.ts';
import { fundRecords } from '../../db/schema.ts';
import { within } from '../../db/time-range.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { pageFundRecords } from './repository.ts';

type ListInput = CallParsed<typeof fundRecordCalls.getList>;

/**
 * Staff read every user's records (and may pick one); a merchant or supplier only its own, whatever
 * `userId` it sends. Part of the query, so no filter, page or count reaches past it.
 */
function scope(input: ListInput, ctx: AuthedContext): SQL | undefined {
  const me = ctx.auth.user;
  if (isStaff(me.role)) return input.userId ? eq(fundRecords.userId, input.userId) : undefined;
  if (me.role === 'merchant' || me.role === 'supplier') return eq(fundRecords.userId, me.id);
  throw new ApiError(Code.forbidden, 'errors.forbidden');
}

type Joined = {
  f: typeof fundRecords.$inferSelect;
  ownerAccount: string | null;
  ownerName: string | null;
  operatorAccount: string | null;
};

function toRow({ f, ownerAccount, ownerName, operatorAccount }: Joined): FundRecordRow {
  return {
    id: f.id,
    createdTime: f.createdAt.toISOString(),
    userId: f.userId,
    userAccount: ownerAccount ?? '',
    userName: ownerName ?? '',
    reason: f.reason,
    amount: f.amount,
    balanceBefore: f.balanceBefore,
    balanceAfter: f.balanceAfter,
    orderCode: f.orderCode,
    operator: f.operatorId === null ? null : (operatorAccount ?? ''),
    remark: f.remark,
  };
}

/** GET /v1.0/fundRecord/getList: newest first (id breaks ties, so the chain of one second stays in order); by cursor past page 1. */
export async function listFundRecords(input: ListInput, ctx: AuthedContext): Promise<CursorPage<FundRecordRow>> {
  const where = and(
    scope(input, ctx),
    input.reason !== undefined ? eq(fundRecords.reason, input.reason) : undefined,
    input.orderCode ? eq(fundRecords.orderCode, input.orderCode) : undefined,
    within(fundRecords.createdAt, input.startTime, input.endTime),
  );
  const { rows, total, nextCursor } = await pageFundRecords(ctx.db, where, input);
  return { list: rows.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum, nextCursor };
}
