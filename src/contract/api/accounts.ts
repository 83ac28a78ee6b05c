import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import {
  accountSchema,
  amountSchema,
  stepUpProofSchema,
  nicknameSchema,
  optionalFilter,
  pageSchema,
  passwordSchema,
  toMinor,
  int4Max,
} from '../validation.ts';
import type { SignType } from '../signing.ts';
import type { Page } from './staff-accounts.ts';

/**
 * Merchant and supplier management (product 2.2, 6). Product 7 shows no calls for these screens beyond
 * the user and admin groups, so the ones here are ours, under /v1.0/account/ (docs/decisions/022-merchants-and-suppliers.md).
 */
const merchantReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];
/** technicalSupport reads the supplier list (product 6), without its write actions. */
const supplierReaders = [...merchantReaders, 'technicalSupport'] as const satisfies readonly Role[];
/** Every admin action of product 6 on these accounts. */
const accountWriters = ['superAdmin', 'admin'] as const satisfies readonly Role[];

/** The two account kinds these screens manage. */
export const managedRoles = ['merchant', 'supplier'] as const;
export type ManagedRole = (typeof managedRoles)[number];

/**
 * The list's state filter: `normal` is every account not deleted (enabled or frozen), `enabled`
 * only those that may sign in, `disabled` the frozen ones, `deleted` the soft-deleted ones.
 */
export const accountStates = ['normal', 'deleted', 'enabled', 'disabled'] as const;
export type AccountState = (typeof accountStates)[number];

export const signTypes = ['MD5', 'SHA256'] as const satisfies readonly SignType[];

/** One merchant or supplier as the list and its detail show it. Money in minor units. The key is never listed. */
export interface AccountRow {
  id: number;
  account: string;
  nickname: string;
  role: ManagedRole;
  status: 'normal' | 'deleted' | 'disabled';
  balance: number;
  availableBalance: number;
  frozenBalance: number;
  kycLowerLimit: number;
  acceptOrders: boolean;
  allowModify: boolean;
  enableGoogleVerify: boolean;
  /** Google Authenticator bound and confirmed at a sign-in. */
  confirmBind: boolean;
  /** Merchants: how order API requests are signed. */
  signType: SignType;
  /** Merchants: whether an API key exists (the key itself is shown once, on reset). */
  hasKey: boolean;
  parentId: number | null;
  subAccountCount: number;
  lastLoginIp: string;
  lastLoginTime: string | null;
  createTime: string;
  /**
   * Merchants: order and payout API requests refused for a wrong signature in the last 24 hours,
   * and where the last one came from (0, '' and null when none; always so for suppliers).
   */
  failedSignCount: number;
  lastFailedSignIp: string;
  lastFailedSignTime: string | null;
}

export interface SubAccountRow {
  id: number;
  account: string;
  nickname: string;
  status: 'normal' | 'deleted' | 'disabled';
  lastLoginTime: string | null;
  createTime: string;
}

export interface CreateAccountResult {
  id: number;
  /** The account made beside it when AutoCreateRelateSupplier / AutoCreateRelateMerchant is on. */
  related: { id: number; account: string; role: ManagedRole } | null;
}

export interface ClearBalancesResult {
  /** Merchants whose balance was not zero before. */
  count: number;
  /** What was cleared, summed over them, in minor units (signed). */
  total: number;
}

const text = optionalFilter(z.string().trim().max(64, 'validation.text.tooLong'));
const userId = z.coerce
  .number({ message: 'validation.required' })
  .int('validation.required')
  .max(int4Max, 'validation.integer.tooLarge')
  .positive('validation.required');
const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const accountListInput = pageSchema.extend({
  account: text,
  nickname: text,
  state: optionalFilter(z.enum(accountStates, { message: 'errors.badRequest' })),
});

export const createAccountInput = z.object({
  nickname: nicknameSchema,
  account: accountSchema,
  password: passwordSchema,
});

export const accountCalls = {
  getMerchantList: call<Page<AccountRow>>()({
    method: 'GET',
    path: '/v1.0/account/getMerchantList',
    input: accountListInput,
    access: merchantReaders,
  }),
  getSupplierList: call<Page<AccountRow>>()({
    method: 'GET',
    path: '/v1.0/account/getSupplierList',
    input: accountListInput,
    access: supplierReaders,
  }),
  createMerchant: call<CreateAccountResult>()({
    method: 'POST',
    path: '/v1.0/account/createMerchant',
    input: createAccountInput,
    access: accountWriters,
    secondLevel: true,
  }),
  createSupplier: call<CreateAccountResult>()({
    method: 'POST',
    path: '/v1.0/account/createSupplier',
    input: createAccountInput,
    access: accountWriters,
    secondLevel: true,
  }),
  /** Frozen (status 2): cannot sign in, its sessions end, a frozen supplier gets no orders. */
  setFrozen: call<null>()({
    method: 'POST',
    path: '/v1.0/account/setFrozen',
    input: z.object({ userId, frozen: boolish }),
    access: accountWriters,
    secondLevel: true,
  }),
  /** Ends every open session of the user (the online-user forceLogout ends one session). */
  forceLogoutUser: call<{ ended: number }>()({
    method: 'POST',
    path: '/v1.0/account/forceLogoutUser',
    input: z.object({ userId }),
    access: accountWriters,
    secondLevel: true,
  }),
  setAcceptOrders: call<null>()({
    method: 'POST',
    path: '/v1.0/account/setAcceptOrders',
    input: z.object({ userId, acceptOrders: boolish }),
    access: accountWriters,
    secondLevel: true,
  }),
  /** Typed in major units ('1000.50'), stored in minor units. */
  setKycLowerLimit: call<null>()({
    method: 'POST',
    path: '/v1.0/account/setKycLowerLimit',
    input: z.object({ userId, kycLowerLimit: amountSchema.transform(toMinor) }),
    access: accountWriters,
    secondLevel: true,
  }),
  setSignType: call<null>()({
    method: 'POST',
    path: '/v1.0/account/setSignType',
    input: z.object({ userId, signType: z.enum(signTypes, { message: 'errors.badRequest' }) }),
    access: accountWriters,
    secondLevel: true,
  }),
  /** A new merchant key, answered once; the caller's own Google code is always required. */
  resetMerchantKey: call<{ key: string }>()({
    method: 'POST',
    path: '/v1.0/account/resetMerchantKey',
    input: z.object({ userId, googleCode: stepUpProofSchema }),
    access: accountWriters,
    secondLevel: true,
  }),
  getSubAccounts: call<SubAccountRow[]>()({
    method: 'GET',
    path: '/v1.0/account/getSubAccounts',
    input: z.object({ userId }),
    access: supplierReaders,
  }),
  /** A sub-account has the owner's role and `parentId` = the owner; deleting one is addUser's soft delete. */
  createSubAccount: call<{ id: number }>()({
    method: 'POST',
    path: '/v1.0/account/createSubAccount',
    input: createAccountInput.extend({ parentId: userId }),
    access: accountWriters,
    secondLevel: true,
  }),
  deleteSubAccount: call<null>()({
    method: 'POST',
    path: '/v1.0/account/deleteSubAccount',
    input: z.object({ parentId: userId, userId }),
    access: accountWriters,
    secondLevel: true,
  }),
  /** Only while CanClearMerchantBalance is on; each balance goes to 0 through a fund record. */
  clearMerchantBalances: call<ClearBalancesResult>()({
    method: 'POST',
    path: '/v1.0/account/clearMerchantBalances',
    input: z.object({ googleCode: stepUpProofSchema }),
    access: accountWriters,
    secondLevel: true,
  }),
  /**
   * Does nothing but ask for the second-level login: the app calls it before opening a write form
   * or the action sheet, so the prompt never comes up behind a form and nothing typed is lost.
   */
  checkSecondLevel: call<null>()({
    method: 'POST',
    path: '/v1.0/account/checkSecondLevel',
    input: z.object({}),
    access: accountWriters,
    secondLevel: true,
  }),
  /** Whether the clear-all action is offered (CanClearMerchantBalance); staff who may act read it. */
  getAccountOptions: call<{
    canClearMerchantBalance: boolean;
    autoCreateRelateSupplier: boolean;
    autoCreateRelateMerchant: boolean;
  }>()({
    method: 'GET',
    path: '/v1.0/account/getAccountOptions',
    input: z.object({}),
    access: supplierReaders,
  }),
};
