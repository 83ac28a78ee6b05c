import {
  Code,
  FundReason,
  type CallParsed,
  type ClearBalancesResult,
  type accountCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { applyBalanceChange } from '../ledger/index.ts';
import { settingValue } from '../system-config/index.ts';
import { requireGoogleCode } from '../user/index.ts';
import { lockBalance, merchantsHolding, releaseFrozen } from './repository.ts';

/**
 * 'Clear all merchant balances' (product 6), only while CanClearMerchantBalance is on. Every
 * merchant's balance goes to 0 by an `adjustment` fund record (so the records still sum to the
 * balance) and its frozen part is released (nothing is left to hold), in one transaction with one
 * audit record naming each merchant and what it held.
 */
export async function clearMerchantBalances(
  input: CallParsed<typeof accountCalls.clearMerchantBalances>,
  ctx: AuthedContext,
): Promise<ClearBalancesResult> {
  if ((await settingValue(ctx.db, 'CanClearMerchantBalance')) !== true)
    throw new ApiError(Code.forbidden, 'errors.clearBalanceOff');
  await requireGoogleCode(ctx, null, input.googleCode);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const held = await merchantsHolding(tx);
    let total = 0;
    for (const m of held) {
      // Under the row lock the balance may differ from the read above: clear what is there then.
      const locked = await lockBalance(tx, m.userId);
      const amount = -(locked?.balance ?? 0);
      await applyBalanceChange(tx, {
        userId: m.userId,
        amount,
        reason: FundReason.adjustment,
        operatorId: ctx.auth.user.id,
        remark: 'clear all merchant balances',
        allowNegative: true,
        now,
      });
      await releaseFrozen(tx, m.userId, now);
      m.balance = -amount;
      total += -amount;
    }
    await audit(
      tx,
      ctx,
      'account.clearMerchantBalances',
      'merchants',
      { merchants: held.map(({ account, balance, frozen }) => ({ account, balance, frozen })) },
      { count: held.length, total },
    );
    return { count: held.length, total };
  });
}
