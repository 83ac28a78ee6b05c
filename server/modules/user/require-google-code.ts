import { Code, type SettingKey, type StepUpProof } from '../../../src/contract/index.ts';
import type { AuthedContext, StepUpRecord } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { settingValue } from '../system-config/index.ts';
import type { GoogleCodeOutcome } from './google-code-uses.ts';
import { verifyPasskeyStepUp } from './passkey-ceremony.ts';
import { findUserById } from './repository.ts';
import { verifySecondFactor } from './second-factor.ts';
import { assertStepUpOpen, recordStepUpFailure } from './step-up-guard.ts';
import { activeGrant, openGrant } from './step-up-window.ts';

/** The config switches (product 6) that turn the Google code of one family of actions on or off. */
export type GoogleSwitch = Extract<SettingKey, `EnableGoogleVerifyFor${string}`>;

/**
 * The caller's own Google code, checked before any lock: not bound, then missing, then wrong.
 * `settingKey` names the switch that covers the action (docs/decisions/014-order-actions-and-payout-claims.md): ManualSupplement for
 * every hand-made money or status change of an order or payout and the manual matches,
 * BatchOperations for the batch steps, BalanceOperation for balance operations, IpRule for the
 * blacklist. null: always required (a new merchant key, clearing every balance), and never covered
 * by a step-up window.
 * A right code is spent (consumeGoogleCode): the same code a second time is refused, on every
 * instance, with its own message. Sign-in and the Google binding check theirs the same way.
 * Wrong codes count towards the user's pause (decision 105); a ten-digit code is a recovery code
 * (decision 106). A verified code opens a window of StepUpWindowMinutes in which the same switch
 * asks this session for no code (decision 107); what proved the action is kept on the context, and
 * the audit record of the action carries it.
 * `code` may instead be a passkey's assertion over this session's challenge for the same switch
 * (decision 133): one more proof in this one place, paused and counted like a code, recorded as
 * `passkey`, and opening the same window.
 */
export async function requireGoogleCode(
  ctx: AuthedContext,
  settingKey: GoogleSwitch | null,
  code: StepUpProof | undefined,
): Promise<void> {
  if (settingKey !== null && (await settingValue(ctx.db, settingKey)) === false) return;
  const me = await findUserById(ctx.db, ctx.auth.user.id);
  // A passkey proves the step-up without a Google key (decision 133); a code needs one bound.
  if (!me?.googleSecret && typeof code !== 'object')
    throw new ApiError(Code.googleCodeRequired, 'errors.googleNotBound', {}, { needBind: true });
  const now = ctx.clock.now();
  // 0 turns windows off at once, those already open included.
  const minutes = settingKey === null ? 0 : await settingValue(ctx.db, 'StepUpWindowMinutes');
  if (!code && minutes > 0 && settingKey !== null) {
    const grant = await activeGrant(ctx.db, ctx.auth.session.id, settingKey, now);
    if (grant) {
      ctx.stepUp = {
        method: 'window',
        provedBy: grant.method,
        verifiedAt: grant.verifiedAt.toISOString(),
        until: grant.until.toISOString(),
      };
      return;
    }
  }
  if (!code || !me) throw new ApiError(Code.googleCodeRequired, 'errors.googleCodeRequired', {}, { needBind: false });
  const scene = { db: ctx.db, clock: ctx.clock, ip: ctx.ip, log: ctx.req.log };
  let method: StepUpRecord['method'];
  if (typeof code === 'object') {
    // The same pause and count as a wrong code (decision 105): a refused passkey is one failure.
    await assertStepUpOpen(ctx.db, me.id, now);
    const passkeyId = await verifyPasskeyStepUp(ctx, settingKey ?? 'always', code);
    if (passkeyId === null) {
      await recordStepUpFailure(scene, { id: me.id, account: me.account, role: me.role });
      throw new ApiError(Code.googleCodeInvalid, 'errors.passkeyFailed');
    }
    method = 'passkey';
  } else {
    if (!me.googleSecret) throw new ApiError(Code.googleCodeRequired, 'errors.googleNotBound', {}, { needBind: true });
    const user = { id: me.id, account: me.account, role: me.role, googleSecret: me.googleSecret };
    const checked = await verifySecondFactor(scene, user, code);
    assertGoogleCodeAccepted(checked.outcome);
    method = checked.method;
  }
  ctx.stepUp = { method, verifiedAt: now.toISOString() };
  if (settingKey !== null && minutes > 0) {
    const until = new Date(now.getTime() + minutes * 60_000);
    await openGrant(ctx.db, ctx.auth.session.id, { kind: settingKey, method, verifiedAt: now, until });
    ctx.stepUp.until = until.toISOString();
  }
}

/** The answer to a refused code: both are 1002, a spent one says so (wait for the next code). */
export function assertGoogleCodeAccepted(outcome: GoogleCodeOutcome): void {
  if (outcome === 'wrong') throw new ApiError(Code.googleCodeInvalid, 'errors.googleCodeInvalid');
  if (outcome === 'used') throw new ApiError(Code.googleCodeInvalid, 'errors.googleCodeUsed');
}
