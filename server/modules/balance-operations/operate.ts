import {
  Code,
  type BalanceOperationReason,
  type BalanceOperationResult,
  type CallParsed,
  type fundRecordCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { applyBalanceChange } from '../ledger/index.ts';
import { effectOf } from './effects.ts';
import { addToDeposit, lockHeldBalances, operationTarget } from './repository.ts';
import { requireGoogleCode } from '../user/index.ts';

type OperationInput = CallParsed<typeof fundRecordCalls.balanceOperation>;

/**
 * POST /v1.0/fundRecord/balanceOperation: an admin moves a merchant's or supplier's money for one
 * of the reasons of product 4. The balances row is locked before the available balance is read, so
 * concurrent withdrawals queue and none passes a check another already spent; the fund record
 * (applyBalanceChange), the deposit and the audit record are written in the same transaction.
 */
export async function operateBalance(input: OperationInput, ctx: AuthedContext): Promise<BalanceOperationResult> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForBalanceOperation', input.googleCode);
  const now = ctx.clock.now();
  const reason = input.reason as BalanceOperationReason;
  return ctx.db.transaction(async (tx) => {
    const target = await operationTarget(tx, input.userId);
    if (!target) throw new ApiError(Code.notFound, 'errors.userNotFound');
    if (target.role !== 'merchant' && target.role !== 'supplier')
      throw new ApiError(Code.conflict, 'errors.notBalanceHolder');
    const held = await lockHeldBalances(tx, target.id);
    if (!held) throw new ApiError(Code.conflict, 'errors.notBalanceHolder');

    const effect = effectOf(reason, input.amount, held);
    const applied = await applyBalanceChange(tx, {
      userId: target.id,
      amount: effect.balance,
      reason,
      operatorId: ctx.auth.user.id,
      remark: input.remark,
      now,
    });
    if (effect.deposit !== 0) {
      await addToDeposit(tx, target.id, effect.deposit);
    }
    const deposit = held.deposit + effect.deposit;
    await audit(
      tx,
      ctx,
      'balance.operation',
      target.account,
      { balance: held.balance, deposit: held.deposit },
      {
        balance: applied.balanceAfter,
        deposit,
        reason,
        amount: effect.balance,
        remark: input.remark,
        fundRecordId: applied.fundRecordId,
      },
    );
    return {
      fundRecordId: applied.fundRecordId ?? 0,
      balanceBefore: applied.balanceBefore,
      balanceAfter: applied.balanceAfter,
      deposit,
    };
  });
}
