import type { FastifyInstance } from 'fastify';
import { userCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { settingValue } from '../system-config/index.ts';
import {
  getInfo,
  getSupplierUserOptions,
  getTotalBalance,
  getUnusedUserOptions,
  getUserOptions,
} from './account-info.ts';
import { bind, confirmBind, listBindings, unbind } from './bindings.ts';
import { confirmGoogleBind, regenerateRecoveryCodes, startGoogleBind } from './google-bind.ts';
import { login, login2 } from './login.ts';
import {
  addPasskey,
  listPasskeys,
  passkeySignIn,
  removePasskey,
  startPasskeyAdd,
  startPasskeySignIn,
  startPasskeyStepUp,
} from './passkeys.ts';
import {
  changePassword,
  getProfile,
  regenerateMerchantTestKey,
  revealMerchantKey,
  revealMerchantTestKey,
  setPayPassword,
  updateNickname,
} from './profile.ts';
import { forceLogout, getSessions, logout } from './session-list.ts';
import { activeGrants } from './step-up-window.ts';
import { enableGoogleVerify, setAllowModify } from './user-flags.ts';

/** Product 7.1: user and session. */
export async function userRoutes(app: FastifyInstance, s: Services): Promise<void> {
  // A flood guard per IP on top of the per-account failure count.
  registerCall(app, s, c.login, login, { rateLimitPerMinute: 60 });
  registerCall(app, s, c.login2, login2, { rateLimitPerMinute: 60 });
  registerCall(app, s, c.getInfo, (_i, ctx) => getInfo(ctx));
  registerCall(app, s, c.logout, (_i, ctx) => logout(ctx));
  registerCall(app, s, c.forceLogout, forceLogout);
  registerCall(app, s, c.getSessions, (_i, ctx) => getSessions(ctx));
  registerCall(app, s, c.getUserOptions, getUserOptions);
  registerCall(app, s, c.getSupplierUserOptions, getSupplierUserOptions);
  registerCall(app, s, c.getUnusedUserOptions, getUnusedUserOptions);
  registerCall(app, s, c.bindUser, (i, ctx) => bind(ctx, i.userAccount, i.needToLogout));
  registerCall(app, s, c.bindUserForProfile, (i, ctx) => bind(ctx, i.userAccount, i.needToLogout));
  registerCall(app, s, c.unbind, (i, ctx) => unbind(ctx, i.userAccount));
  registerCall(app, s, c.unbindForProfile, (i, ctx) => unbind(ctx, i.userAccount));
  registerCall(app, s, c.confirmBind, (i, ctx) => confirmBind(ctx, i.userAccount));
  registerCall(app, s, c.confirmBindForProfile, (i, ctx) => confirmBind(ctx, i.userAccount));
  registerCall(app, s, c.getBoundUsers, (_i, ctx) => listBindings(ctx));
  registerCall(app, s, c.enableGoogleVerify, enableGoogleVerify);
  registerCall(app, s, c.setAllowModify, setAllowModify);
  registerCall(app, s, c.getTotalBalance, (_i, ctx) => getTotalBalance(ctx));
  // Personal center.
  registerCall(app, s, c.getProfile, (_i, ctx) => getProfile(ctx));
  registerCall(app, s, c.updateNickname, updateNickname);
  registerCall(app, s, c.changePassword, changePassword);
  registerCall(app, s, c.setPayPassword, setPayPassword);
  registerCall(app, s, c.startGoogleBind, startGoogleBind);
  registerCall(app, s, c.confirmGoogleBind, confirmGoogleBind);
  registerCall(app, s, c.newRecoveryCodes, regenerateRecoveryCodes);
  registerCall(app, s, c.getStepUps, async (_i, ctx) => ({
    // Windows off (0): none is honoured, so none is shown.
    windows:
      (await settingValue(ctx.db, 'StepUpWindowMinutes')) === 0
        ? []
        : (await activeGrants(ctx.db, ctx.auth.session.id, ctx.clock.now())).map((g) => ({
            kind: g.kind,
            until: g.until.toISOString(),
          })),
  }));
  // Passkeys (decisions 133, 134): the sign-in pair is public and limited like the password's.
  registerCall(app, s, c.getPasskeys, (_i, ctx) => listPasskeys(ctx));
  registerCall(app, s, c.startPasskeyAdd, (_i, ctx) => startPasskeyAdd(ctx));
  registerCall(app, s, c.addPasskey, addPasskey);
  registerCall(app, s, c.removePasskey, removePasskey);
  registerCall(app, s, c.startPasskeyStepUp, startPasskeyStepUp);
  registerCall(app, s, c.startPasskeySignIn, (_i, ctx) => startPasskeySignIn(ctx), { rateLimitPerMinute: 60 });
  registerCall(app, s, c.passkeySignIn, passkeySignIn, { rateLimitPerMinute: 60 });
  registerCall(app, s, c.revealMerchantKey, revealMerchantKey, { rateLimitPerMinute: 30 });
  registerCall(app, s, c.revealMerchantTestKey, revealMerchantTestKey, { rateLimitPerMinute: 30 });
  registerCall(app, s, c.regenerateMerchantTestKey, regenerateMerchantTestKey, { rateLimitPerMinute: 30 });
}
