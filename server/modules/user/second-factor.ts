import { audit } from '../audit-log/index.ts';
import { consumeGoogleCode, type GoogleCodeOutcome } from './google-code-uses.ts';
import { isRecoveryCode, spendRecoveryCode } from './recovery-codes.ts';
import {
  assertStepUpOpen,
  auditActor,
  recordStepUpFailure,
  type StepUpScene,
  type StepUpUser,
} from './step-up-guard.ts';

/** What proved a step-up; money moves keep it in their audit record (decision 107). */
export type StepUpMethod = 'googleCode' | 'recoveryCode';

export interface SecondFactorUser extends StepUpUser {
  googleSecret: string;
}

/**
 * The one check of a typed second factor (decisions 048, 105, 106): a paused user is refused
 * before the code is looked at; a ten-digit code is a recovery code (spent once), a six-digit one
 * a Google code of `secret` (spent once per time step); a wrong one counts towards the pause.
 * `recovery: false` where only the authenticator itself proves something (confirming a new key).
 */
export async function verifySecondFactor(
  scene: StepUpScene,
  user: SecondFactorUser,
  code: string,
  opts: { recovery: boolean } = { recovery: true },
): Promise<{ outcome: GoogleCodeOutcome; method: StepUpMethod }> {
  const now = scene.clock.now();
  await assertStepUpOpen(scene.db, user.id, now);
  if (opts.recovery && isRecoveryCode(code)) {
    const outcome = await spendRecoveryCode(scene.db, user.id, code, now);
    if (outcome === 'wrong') await recordStepUpFailure(scene, user);
    else
      await audit(
        scene.db,
        { auth: auditActor(user), ip: scene.ip, clock: scene.clock },
        'security.recoveryCodeUsed',
        user.account,
        null,
        { used: true },
      );
    return { outcome, method: 'recoveryCode' };
  }
  const outcome = await consumeGoogleCode(scene.db, user.id, user.googleSecret, user.account, code, now);
  if (outcome === 'wrong') await recordStepUpFailure(scene, user);
  return { outcome, method: 'googleCode' };
}

/**
 * A password typed to prove an action (second-level login, changing a password): counted the same
 * way. No right secret clears the count: someone holding a stolen session and the password could
 * otherwise reset it between guesses of the code. The window and the day do.
 */
export async function checkTypedPassword(
  scene: StepUpScene,
  user: StepUpUser,
  ok: () => Promise<boolean>,
): Promise<boolean> {
  await assertStepUpOpen(scene.db, user.id, scene.clock.now());
  const right = await ok();
  if (!right) await recordStepUpFailure(scene, user);
  return right;
}
