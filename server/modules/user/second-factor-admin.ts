import type { AuthedContext } from '../../http/context.ts';
import { audit } from '../audit-log/index.ts';
import { clearAccountFailures } from './login-guard.ts';
import { dropRecoveryCodes } from './recovery-codes.ts';
import type { UserRow } from './repository.ts';
import { updateUser } from './repository.ts';
import { liftStepUpPause } from './step-up-guard.ts';
import { removeUserPasskeys } from './passkeys.ts';
import { dropUserGrants } from './step-up-window.ts';
import { auditView } from './users.ts';

/** An operator lifts the waits of decision 105: sign-in failures from every address and a step-up pause. */
export async function liftPauses(ctx: AuthedContext, target: UserRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await clearAccountFailures(tx, target.account);
    await liftStepUpPause(tx, target.id);
    await audit(tx, ctx, 'admin.unlockSignIn', target.account, null, { signInWaits: 0, stepUpPause: false });
  });
}

/**
 * A lost phone (decision 106): the key, a key being bound, the recovery codes, the passkeys (decision
 * 133) and every open step-up
 * window go; Google verification stays as it was, so the next sign-in binds a new key.
 */
export async function resetSecondFactorOf(ctx: AuthedContext, target: UserRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { googleSecret: null, googlePendingSecret: null, confirmBind: false });
    await dropRecoveryCodes(tx, target.id);
    await dropUserGrants(tx, target.id);
    await removeUserPasskeys(tx, target.id);
    await audit(
      tx,
      ctx,
      'admin.resetSecondFactor',
      target.account,
      { ...auditView(target), googleKey: Boolean(target.googleSecret) },
      { ...auditView(target), confirmBind: false, googleKey: false, recoveryCodes: 0 },
    );
  });
}
