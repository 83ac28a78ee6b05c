import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { googleCodeSchema, roleSchema } from '../validation.ts';

const staffRead = ['superAdmin', 'admin', 'customerService', 'technicalMaintenance', 'technicalSupport'] as const;
const adminOnly = ['superAdmin', 'admin'] as const;

/** User info of spec 3. `googleSecret` is sent only while binding is not confirmed. */
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

export interface Balances {
  balance: number;
  availableBalance: number;
  frozenBalance: number;
}

export interface BoundUser {
  account: string;
  nickname: string;
  /** 'outgoing': you bound it; 'incoming': it asks to be bound to you. */
  direction: 'outgoing' | 'incoming';
  confirmed: boolean;
}

const loginName = z.string().trim().min(1, 'validation.required').max(64, 'validation.account.format');
const userAccount = z.object({ userAccount: loginName });
const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const userCalls = {
  login: call<LoginResult>()({
    method: 'POST',
    path: '/v1.0/user/login',
    input: z.object({
      userName: loginName,
      password: z.string().min(1, 'validation.required').max(128, 'validation.password.format'),
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
  getSessions: call<SessionRow[]>()({ method: 'POST', path: '/v1.0/user/getSessions', input: z.object({}), access: 'anyUser' }),
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
  unbindForProfile: call<null>()({ method: 'POST', path: '/v1.0/user/unbindForProfile', input: userAccount, access: 'anyUser' }),
  confirmBind: call<null>()({ method: 'POST', path: '/v1.0/user/confirmBind', input: userAccount, access: adminOnly }),
  confirmBindForProfile: call<null>()({
    method: 'POST',
    path: '/v1.0/user/confirmBindForProfile',
    input: userAccount,
    access: 'anyUser',
  }),
  getBoundUsers: call<BoundUser[]>()({ method: 'GET', path: '/v1.0/user/getBoundUsers', input: z.object({}), access: 'anyUser' }),
  enableGoogleVerify: call<null>()({
    method: 'POST',
    path: '/v1.0/user/enableGoogleVerify',
    input: z.object({ userId: z.coerce.number().int().positive(), enableGoogleVerify: boolish }),
    access: adminOnly,
    secondLevel: true,
  }),
  setAllowModify: call<null>()({
    method: 'POST',
    path: '/v1.0/user/setAllowModify',
    input: z.object({ userId: z.coerce.number().int().positive(), allowModify: boolish }),
    access: adminOnly,
    secondLevel: true,
  }),
  getTotalBalance: call<Balances>()({
    method: 'GET',
    path: '/v1.0/user/getTotalBalance',
    input: z.object({}),
    access: ['superAdmin', 'admin', 'customerService', 'technicalMaintenance', 'merchant', 'supplier'],
  }),
};

