import {
  BotFundRecordState,
  Code,
  FundReason,
  type BotFundRecordRow,
  type botFundRecordCalls,
  type CallParsed,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { effectOf, lockHeldBalances } from '../balance-operations/index.ts';
import { applyBalanceChange } from '../ledger/index.ts';
import { requireGoogleCode } from '../user/index.ts';
import { findRow, lockRecord, markDecided } from './repository.ts';
import { users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

const notFound = () => new ApiError(Code.notFound, 'errors.botFundRecordNotFound');

async function answer(ctx: AuthedContext, id: number): Promise<BotFundRecordRow> {
  const row = await findRow(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * POST /v1.0/botFundRecord/confirm: the reported money moves, once. The record is locked first, so
 * a second confirmation (a double tap, another admin, a retry) waits and then finds it confirmed
 * and answers it unchanged. A deposit credits the bound user's balance (reason add balance), a
 * settlement debits it (withdraw, refused beyond the available balance like a balance operation),
 * through the ledger with an audit record, in one transaction. Google code per
 * EnableGoogleVerifyForBalanceOperation, checked before any lock.
 */
export async function confirmBotFundRecord(
  input: CallParsed<typeof botFundRecordCalls.confirm>,
  ctx: AuthedContext,
): Promise<BotFundRecordRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForBalanceOperation', input.googleCode);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const r = await lockRecord(tx, input.id);
    if (!r) throw notFound();
    if (r.state === BotFundRecordState.confirmed) return;
    if (r.state === BotFundRecordState.rejected) throw new ApiError(Code.conflict, 'errors.botFundRecordRejected');
    const amount = input.amount ?? r.amount;
    if (Math.sign(amount) !== Math.sign(r.amount)) throw new ApiError(Code.badRequest, 'errors.botFundRecordSign');
    const held = await lockHeldBalances(tx, r.userId);
    if (!held) throw new ApiError(Code.conflict, 'errors.notBalanceHolder');
    const reason = amount > 0 ? FundReason.addBalance : FundReason.withdraw;
    const effect = effectOf(reason, Math.abs(amount), held);
    const applied = await applyBalanceChange(tx, {
      userId: r.userId,
      amount: effect.balance,
      reason,
      operatorId: ctx.auth.user.id,
      remark: `Bot bookkeeping #${r.id}${input.remark ? `: ${input.remark}` : ''}`,
      now,
    });
    await markDecided(tx, r.id, {
      state: BotFundRecordState.confirmed,
      appliedAmount: amount,
      fundRecordId: applied.fundRecordId,
      decidedBy: ctx.auth.user.id,
      decidedAt: now,
      remark: input.remark,
    });
    const [owner] = await tx.select({ account: users.account }).from(users).where(eq(users.id, r.userId));
    await audit(
      tx,
      ctx,
      'botFundRecord.confirm',
      owner?.account ?? String(r.userId),
      { record: r.id, state: 'pending', balance: applied.balanceBefore },
      {
        record: r.id,
        state: 'confirmed',
        reported: r.amount,
        currency: r.currency,
        amount,
        balance: applied.balanceAfter,
        fundRecordId: applied.fundRecordId,
        remark: input.remark,
      },
    );
  });
  return answer(ctx, input.id);
}

/** POST /v1.0/botFundRecord/reject: the record is closed without touching any balance; repeating it is a no-op. */
export async function rejectBotFundRecord(
  input: CallParsed<typeof botFundRecordCalls.reject>,
  ctx: AuthedContext,
): Promise<BotFundRecordRow> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const r = await lockRecord(tx, input.id);
    if (!r) throw notFound();
    if (r.state === BotFundRecordState.rejected) return;
    if (r.state === BotFundRecordState.confirmed) throw new ApiError(Code.conflict, 'errors.botFundRecordConfirmed');
    await markDecided(tx, r.id, {
      state: BotFundRecordState.rejected,
      decidedBy: ctx.auth.user.id,
      decidedAt: now,
      remark: input.remark,
    });
    const [owner] = await tx.select({ account: users.account }).from(users).where(eq(users.id, r.userId));
    await audit(
      tx,
      ctx,
      'botFundRecord.reject',
      owner?.account ?? String(r.userId),
      { record: r.id, state: 'pending' },
      { record: r.id, state: 'rejected', reported: r.amount, currency: r.currency, remark: input.remark },
    );
  });
  return answer(ctx, input.id);
}
