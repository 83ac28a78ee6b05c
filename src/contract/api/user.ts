import { z } from 'zod';
import { call } from '../call.ts';
import { roles, type Role } from '../roles.ts';
import type { SignType } from '../signing.ts';
import { passkeySignInPaths, signInLimits, signInPath } from '../sign-in.ts';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import {
  googleCodeSchema,
  nicknameSchema,
  passkeyAssertionSchema,
  passkeyAttestationSchema,
  passwordSchema,
  requiredIdSchema,
  roleSchema,
  stepUpProofSchema,
  int4Max,
} from '../validation.ts';

const staffRead = ['superAdmin', 'admin', 'customerService', 'technicalMaintenance', 'technicalSupport'] as const;
const adminOnly = ['superAdmin', 'admin'] as const;

/** User info of product 3. `googleSecret` is sent only while binding is not confirmed. */
export interface UserInfo {
  name: string;
  user_id: number;
  access: Role[];
  showLogo: boolean;
  systemFlag: string;
  enableGoogleVerify: boolean;
  googleSecret: string;
  confirmBind: boolean;
  account: string;
}

export interface LoginResult {
  token: string;
  /** Days the token cookie lives, from config (default 1). */
  cookieDays: number;
}

/** Answer data of code 1004: the account needs a Google code; `otpauthUri` when not yet bound. */
export interface GoogleStep {
  needBind: boolean;
  otpauthUri?: string;
}

export interface SessionRow {
  /** Public id of the session; forceLogout takes it. The secret token is never listed. */
  token: string;
  userId: number;
  account: string;
  nickname: string;
  role: Role;
  loginIp: string;
  userAgent: string;
  loginTime: string;
  lastSeen: string;
  current: boolean;
}

export interface UserOption {
  value: number;
  label: string;
  account: string;
}

/** Minor units. availableBalance = balance - frozenBalance - reservedBalance (decision 048). */
export interface Balances {
  balance: number;
  availableBalance: number;
  frozenBalance: number;
  /** What a supplier's open (unpaid) orders hold until they are paid or end; 0 for a merchant. */
  reservedBalance: number;
}

export interface BoundUser {
  account: string;
  nickname: string;
  /** 'outgoing': you bound it; 'incoming': it asks to be bound to you. */
  direction: 'outgoing' | 'incoming';
  confirmed: boolean;
}

/** Everyone who has a personal center (/profile/list and its customerService variant). */
/** A verified Google code covering later actions of its switch in this session until `until` (decision 107). */
export interface StepUpWindow {
  kind: string;
  until: string;
}

/** One passkey of the personal center's list (decision 133). */
export interface PasskeyRow {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The name a person gives a passkey ("Work phone"): trimmed, 1 to 40 characters. */
export const passkeyNameMax = 40;
const passkeyName = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(passkeyNameMax, 'validation.passkeyName.length');

/**
 * What a passkey step-up proves: the `EnableGoogleVerifyFor*` switch of the action, or `always`
 * for the actions that ask for a code whatever the switches say (decision 133).
 */
export const stepUpKindSchema = z.string().regex(/^(EnableGoogleVerifyFor[A-Za-z]{1,40}|always)$/, 'errors.badRequest');

export const profileRoles = [
  'superAdmin',
  'admin',
  'supplier',
  'merchant',
  'customerService',
  'technicalMaintenance',
] as const;

/** The personal center's view of the signed-in account; never a secret or a hash. */
export interface Profile {
  account: string;
  nickname: string;
  role: Role;
  lastLoginIp: string;
  lastLoginAt: string | null;
  google: {
    /** A confirmed Google Authenticator secret (used for sensitive operations). */
    bound: boolean;
    /** The sign-in asks for a code. */
    atSignIn: boolean;
    /** Unused recovery codes (decision 106). */
    recoveryCodesLeft: number;
  };
  payPassword: {
    /** Config EnablePayPassword. */
    enabled: boolean;
    set: boolean;
  };
  /** Merchants only. */
  merchant: {
    mchId: number;
    signType: SignType;
    keySet: boolean;
    maskedKey: string;
    /** The test-mode key (decision 130), masked as the live one. */
    testKeySet: boolean;
    maskedTestKey: string;
  } | null;
}

/** A Google secret waiting for its first code; shown once, in the personal center. */
export interface GoogleBindStart {
  secret: string;
  otpauthUri: string;
}

const currentPassword = z.string().min(1, 'validation.required').max(128, 'validation.password.format');
/** Product 7.1 leaves the payment password open: 6 digits, like a bank PIN (docs/decisions/021-personal-center.md). */
export const payPasswordSchema = z.string().regex(/^\d{6}$/, 'validation.payPassword.format');

const loginName = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(signInLimits.accountMax, 'validation.account.format');
const userAccount = z.object({ userAccount: loginName });
const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const userCalls = {
  login: call<LoginResult>()({
    method: 'POST',
    path: signInPath,
    input: z.object({
      userName: loginName,
      password: z.string().min(1, 'validation.required').max(signInLimits.passwordMax, 'validation.password.format'),
      googleCode: z.union([googleCodeSchema, z.literal('').transform(() => undefined)]).optional(),
    }),
    access: 'public',
  }),
  login2: call<LoginResult>()({
    method: 'POST',
    path: '/v1.0/user/login2',
    input: z.object({
      password: z.string().min(1, 'validation.required').max(128, 'validation.password.format'),
      logInReason: z.string().trim().max(200, 'validation.reason.length').optional().default(''),
    }),
    access: 'anyUser',
  }),
  getInfo: call<UserInfo>()({ method: 'POST', path: '/v1.0/user/getInfo', input: z.object({}), access: 'anyUser' }),
  logout: call<null>()({ method: 'POST', path: '/v1.0/user/logout', input: z.object({}), access: 'anyUser' }),
  forceLogout: call<null>()({
    method: 'POST',
    path: '/v1.0/user/forceLogout',
    input: z.object({ token: z.string().trim().min(1, 'validation.required').max(64) }),
    access: 'anyUser',
    secondLevel: true,
  }),
  getSessions: call<SessionRow[]>()({
    method: 'POST',
    path: '/v1.0/user/getSessions',
    input: z.object({}),
    access: 'anyUser',
  }),
  getUserOptions: call<UserOption[]>()({
    method: 'GET',
    path: '/v1.0/user/getUserOptions',
    input: z.object({ role: roleSchema.optional(), includeDeleted: boolish.optional().default(false) }),
    access: staffRead,
  }),
  getSupplierUserOptions: call<UserOption[]>()({
    method: 'GET',
    path: '/v1.0/user/getSupplierUserOptions',
    input: z.object({ isGetAllAgentSupplier: boolish.optional().default(false) }),
    access: [...staffRead, 'supplier'],
  }),
  getUnusedUserOptions: call<UserOption[]>()({
    method: 'GET',
    path: '/v1.0/user/getUnusedUserOptions',
    input: z.object({ role: roleSchema.optional() }),
    access: staffRead,
  }),
  bindUser: call<null>()({
    method: 'POST',
    path: '/v1.0/user/bindUser',
    input: userAccount.extend({ needToLogout: boolish.optional().default(false) }),
    access: adminOnly,
  }),
  bindUserForProfile: call<null>()({
    method: 'POST',
    path: '/v1.0/user/bindUserForProfile',
    input: userAccount.extend({ needToLogout: boolish.optional().default(false) }),
    access: 'anyUser',
  }),
  unbind: call<null>()({ method: 'POST', path: '/v1.0/user/unbind', input: userAccount, access: adminOnly }),
  unbindForProfile: call<null>()({
    method: 'POST',
    path: '/v1.0/user/unbindForProfile',
    input: userAccount,
    access: 'anyUser',
  }),
  confirmBind: call<null>()({ method: 'POST', path: '/v1.0/user/confirmBind', input: userAccount, access: adminOnly }),
  confirmBindForProfile: call<null>()({
    method: 'POST',
    path: '/v1.0/user/confirmBindForProfile',
    input: userAccount,
    access: 'anyUser',
  }),
  getBoundUsers: call<BoundUser[]>()({
    method: 'GET',
    path: '/v1.0/user/getBoundUsers',
    input: z.object({}),
    access: 'anyUser',
  }),
  enableGoogleVerify: call<null>()({
    method: 'POST',
    path: '/v1.0/user/enableGoogleVerify',
    input: z.object({
      userId: z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive(),
      enableGoogleVerify: boolish,
    }),
    access: adminOnly,
    secondLevel: true,
  }),
  setAllowModify: call<null>()({
    method: 'POST',
    path: '/v1.0/user/setAllowModify',
    input: z.object({
      userId: z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive(),
      allowModify: boolish,
    }),
    access: adminOnly,
    secondLevel: true,
  }),
  getTotalBalance: call<Balances>()({
    method: 'GET',
    path: '/v1.0/user/getTotalBalance',
    input: z.object({}),
    access: ['superAdmin', 'admin', 'customerService', 'technicalMaintenance', 'merchant', 'supplier'],
  }),
  getProfile: call<Profile>()({
    method: 'GET',
    path: '/v1.0/user/getProfile',
    input: z.object({}),
    access: profileRoles,
  }),
  updateNickname: call<null>()({
    method: 'POST',
    path: '/v1.0/user/updateNickname',
    input: z.object({ nickname: nicknameSchema }),
    access: profileRoles,
  }),
  /** Ends every other session of the account (endReason passwordChanged); this one stays. */
  changePassword: call<null>()({
    method: 'POST',
    path: '/v1.0/user/changePassword',
    input: z.object({ oldPassword: currentPassword, newPassword: passwordSchema }),
    access: profileRoles,
  }),
  /** Sets or changes the payment password; proven by the login password. Only while EnablePayPassword is on. */
  setPayPassword: call<null>()({
    method: 'POST',
    path: '/v1.0/user/setPayPassword',
    input: z.object({ password: currentPassword, payPassword: payPasswordSchema }),
    access: profileRoles,
  }),
  /** A new pending secret; re-binding a confirmed one needs its current code. */
  startGoogleBind: call<GoogleBindStart>()({
    method: 'POST',
    path: '/v1.0/user/startGoogleBind',
    input: z.object({ googleCode: z.union([googleCodeSchema, z.literal('').transform(() => undefined)]).optional() }),
    access: profileRoles,
  }),
  /**
   * The pending secret's code: it becomes the account's secret and the sign-in asks for a code. The
   * answer holds ten new recovery codes, shown this once (decision 106).
   */
  confirmGoogleBind: call<{ recoveryCodes: string[] }>()({
    method: 'POST',
    path: '/v1.0/user/confirmGoogleBind',
    input: z.object({ googleCode: googleCodeSchema }),
    access: profileRoles,
  }),
  /** Ten new recovery codes in place of the old ones, proven by a Google code (decision 106). */
  newRecoveryCodes: call<{ recoveryCodes: string[] }>()({
    method: 'POST',
    path: '/v1.0/user/newRecoveryCodes',
    input: z.object({ googleCode: googleCodeSchema }),
    access: profileRoles,
  }),
  /** The step-up windows open in this session (decision 107): which switch, until when. */
  getStepUps: call<{ windows: StepUpWindow[] }>()({
    method: 'GET',
    path: '/v1.0/user/getStepUps',
    input: z.object({}),
    // Every role: any of them may meet a form that asks for a code.
    access: roles,
  }),
  /** The caller's passkeys (decision 133). */
  getPasskeys: call<{ passkeys: PasskeyRow[] }>()({
    method: 'GET',
    path: '/v1.0/user/getPasskeys',
    input: z.object({}),
    access: roles,
  }),
  /** The options of a new passkey; its challenge is kept for this session, once, for two minutes (decision 134). */
  startPasskeyAdd: call<PublicKeyCredentialCreationOptionsJSON>()({
    method: 'POST',
    path: '/v1.0/user/startPasskeyAdd',
    input: z.object({}),
    access: roles,
  }),
  /** The new passkey, named, over the challenge of startPasskeyAdd; proven by the login password. */
  addPasskey: call<PasskeyRow>()({
    method: 'POST',
    path: '/v1.0/user/addPasskey',
    input: z.object({ name: passkeyName, password: currentPassword, response: passkeyAttestationSchema }),
    access: roles,
  }),
  /** Removes one of the caller's passkeys, proven by a Google code or a passkey (always asked). */
  removePasskey: call<null>()({
    method: 'POST',
    path: '/v1.0/user/removePasskey',
    input: z.object({ id: requiredIdSchema, googleCode: stepUpProofSchema.optional() }),
    access: roles,
  }),
  /** A challenge for a passkey to prove the step-up of `kind` in this session, in place of a Google code. */
  startPasskeyStepUp: call<PublicKeyCredentialRequestOptionsJSON>()({
    method: 'POST',
    path: '/v1.0/user/startPasskeyStepUp',
    input: z.object({ kind: stepUpKindSchema }),
    access: roles,
  }),
  /** A sign-in attempt by passkey: its id and the options with its challenge (decision 134). */
  startPasskeySignIn: call<{ attempt: string; options: PublicKeyCredentialRequestOptionsJSON }>()({
    method: 'POST',
    path: passkeySignInPaths.start,
    input: z.object({}),
    access: 'public',
  }),
  /** Signs in with a passkey, no password: the same rules and session as the password sign-in. */
  passkeySignIn: call<LoginResult>()({
    method: 'POST',
    path: passkeySignInPaths.finish,
    input: z.object({
      attempt: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'errors.badRequest'),
      response: passkeyAssertionSchema,
    }),
    access: 'public',
  }),
  /** The merchant's own API key, after the login password is typed again. */
  revealMerchantKey: call<{ key: string }>()({
    method: 'POST',
    path: '/v1.0/user/revealMerchantKey',
    input: z.object({ password: currentPassword }),
    access: ['merchant'],
  }),
  /** The test key (decision 130), after the password as the live key. */
  revealMerchantTestKey: call<{ key: string }>()({
    method: 'POST',
    path: '/v1.0/user/revealMerchantTestKey',
    input: z.object({ password: currentPassword }),
    access: ['merchant'],
  }),
  /** A new test key at once (calls signed with the old one fail from now on); answered once. */
  regenerateMerchantTestKey: call<{ key: string }>()({
    method: 'POST',
    path: '/v1.0/user/regenerateMerchantTestKey',
    input: z.object({ password: currentPassword }),
    access: ['merchant'],
  }),
};
