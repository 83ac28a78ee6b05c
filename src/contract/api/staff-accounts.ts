import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import {
  accountSchema,
  nicknameSchema,
  optionalFilter,
  pageSchema,
  passwordSchema,
  roleSchema,
  int4Max,
} from '../validation.ts';

const userRead = ['superAdmin', 'admin', 'customerService', 'technicalMaintenance'] as const;
const userWrite = ['superAdmin', 'admin'] as const;

export interface AdminUser {
  id: number;
  nickname: string;
  account: string;
  access: Role;
  status: 'normal' | 'deleted' | 'disabled';
  enableGoogleVerify: boolean;
  confirmBind: boolean;
  allowModify: boolean;
  parentId: number | null;
  lastLoginIp: string;
  lastLoginTime: string | null;
  createTime: string;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageNum: number;
}

/**
 * A page of a keyset list (ours, decision 062): it names the cursor of the page after it, null on the
 * last. Only the first page (no cursor) is counted; a cursor page's total is its rows plus one when
 * more follow.
 */
export interface CursorPage<T> extends Page<T> {
  nextCursor: string | null;
}

export interface SupplierProxyRow {
  id: number;
  nickname: string;
  account: string;
  teamSize: number;
  team: { id: number; nickname: string; account: string }[];
}

const optionalTrimmed = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const id = z.coerce
  .number({ message: 'validation.required' })
  .int()
  .max(int4Max, 'validation.integer.tooLarge')
  .positive('validation.required');

export const adminCalls = {
  addUser: call<{ id: number }>()({
    method: 'POST',
    path: '/v1.0/admin/addUser',
    input: z.object({ nickname: nicknameSchema, account: accountSchema, password: passwordSchema, access: roleSchema }),
    access: userWrite,
    secondLevel: true,
  }),
  getUserList: call<Page<AdminUser>>()({
    method: 'GET',
    path: '/v1.0/admin/getUserList',
    input: pageSchema.extend({
      nickname: optionalTrimmed,
      account: optionalTrimmed,
      access: optionalFilter(roleSchema),
    }),
    access: userRead,
  }),
  getSupplierProxyList: call<Page<SupplierProxyRow>>()({
    method: 'GET',
    path: '/v1.0/admin/getSupplierProxyList',
    input: pageSchema,
    access: [...userRead, 'supplier'],
  }),
  updateUser: call<null>()({
    method: 'POST',
    path: '/v1.0/admin/updateUser',
    input: z.object({
      id,
      nickname: nicknameSchema,
      account: accountSchema,
      password: z.union([passwordSchema, z.literal('').transform(() => undefined)]).optional(),
      role: roleSchema,
    }),
    access: userWrite,
    secondLevel: true,
  }),
  deleteUser: call<null>()({
    method: 'POST',
    path: '/v1.0/admin/deleteUser',
    input: z.object({ id }),
    access: userWrite,
    secondLevel: true,
  }),
  repairUser: call<null>()({
    method: 'POST',
    path: '/v1.0/admin/repairUser',
    input: z.object({ userId: id, newAccountName: accountSchema }),
    access: userWrite,
    secondLevel: true,
  }),
  /** Lifts the account's sign-in waits and its paused verifications (decision 105); audited. */
  unlockSignIn: call<null>()({
    method: 'POST',
    path: '/v1.0/admin/unlockSignIn',
    input: z.object({ id }),
    access: userWrite,
    secondLevel: true,
  }),
  /**
   * Drops the account's Google key, recovery codes and step-up windows (a lost phone, decision 106):
   * its next sign-in binds a new key. Audited.
   */
  resetSecondFactor: call<null>()({
    method: 'POST',
    path: '/v1.0/admin/resetSecondFactor',
    input: z.object({ id }),
    access: userWrite,
    secondLevel: true,
  }),
  resetPayPassword: call<{ payPassword: string }>()({
    method: 'POST',
    path: '/v1.0/admin/resetPayPassword',
    input: z.object({ id }),
    access: userWrite,
    secondLevel: true,
  }),
};
