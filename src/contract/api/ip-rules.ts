import { z } from 'zod';
import { call } from '../call.ts';
import { formatIpRange, parseIpRange } from '../ip-range.ts';
import { staffRoles, type Role } from '../roles.ts';
import { accountSchema, stepUpProofSchema, optionalFilter, requiredIdSchema } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { orderPageSchema } from './orders.ts';

/**
 * /systemManager/ipRule is admin's and superAdmin's; customerService and technicalMaintenance read
 * its /customerService variant (product 2, 2.8, 6).
 */
const ipRuleWriters = ['superAdmin', 'admin'] as const satisfies readonly Role[];
const ipRuleReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];

/**
 * Whom a rule fences: a merchant's signed API calls, one staff account, or every account of a
 * staff role (sign-in and every signed-in call). A subject without rules is not fenced.
 */
export const ipRuleScopes = ['merchant', 'account', 'role'] as const;
export type IpRuleScope = (typeof ipRuleScopes)[number];

/** A rule as listed. Times ISO 8601 UTC. */
export interface IpRuleRow {
  id: number;
  scope: IpRuleScope;
  /** The merchant or staff account (scopes merchant and account); null for a role rule. */
  userId: number | null;
  account: string;
  role: Role | null;
  /** Normalised: one address without /32 or /128, or a range by its network address. */
  address: string;
  remark: string;
  createdBy: string;
  createTime: string;
  updatedBy: string;
  updateTime: string;
}

/** A merchant's own whitelist in its personal center. */
export interface OwnIpRule {
  address: string;
  remark: string;
  createTime: string;
}

/** Any address or CIDR range, answered in its one stored spelling (ip-range.ts). */
export const ipRangeSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.ip.invalid')
  .transform((v, ctx) => {
    const r = parseIpRange(v);
    if (typeof r === 'string') {
      ctx.addIssue({
        code: 'custom',
        message: r === 'prefixZero' ? 'validation.ip.prefixZero' : 'validation.ip.invalid',
      });
      return z.NEVER;
    }
    return formatIpRange(r);
  });

const remark = z.string().trim().max(255, 'validation.text.tooLong').optional().default('');
const googleCode = optionalFilter(stepUpProofSchema);
/** The saver was told the change locks them out and chose to save it anyway. */
const confirmLockout = z
  .preprocess((v) => v === true || v === 'true', z.boolean())
  .optional()
  .default(false);
const id = requiredIdSchema;

export const ipRuleListInput = orderPageSchema.extend({
  scope: optionalFilter(z.enum(ipRuleScopes, { message: 'validation.ipRule.scope' })),
  /** Part of the address, the account or the remark, any case. */
  search: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
});

export const ipRuleAddInput = z
  .object({
    scope: z.enum(ipRuleScopes, { message: 'validation.ipRule.scope' }),
    /** The merchant or staff account's name (scopes merchant and account). */
    account: optionalFilter(accountSchema),
    role: optionalFilter(z.enum([...staffRoles] as [Role, ...Role[]], { message: 'validation.ipRule.role' })),
    address: ipRangeSchema,
    remark,
    googleCode,
    confirmLockout,
  })
  .superRefine((v, ctx) => {
    if (v.scope === 'role' && !v.role) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['role'] });
    if (v.scope !== 'role' && !v.account)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['account'] });
  });

export const ipRuleUpdateInput = z.object({ id, address: ipRangeSchema, remark, googleCode, confirmLockout });
export const ipRuleDeleteInput = z.object({ id, googleCode, confirmLockout });

export const ipRuleCalls = {
  list: call<Page<IpRuleRow>>()({
    method: 'GET',
    path: '/v1.0/ipRule/list',
    input: ipRuleListInput,
    access: ipRuleReaders,
  }),
  /** Google code per EnableGoogleVerifyForIpWhitelist (merchant) or EnableGoogleVerifyForIpRule (staff). */
  add: call<IpRuleRow>()({ method: 'POST', path: '/v1.0/ipRule/add', input: ipRuleAddInput, access: ipRuleWriters }),
  update: call<IpRuleRow>()({
    method: 'POST',
    path: '/v1.0/ipRule/update',
    input: ipRuleUpdateInput,
    access: ipRuleWriters,
  }),
  delete: call<{ id: number }>()({
    method: 'POST',
    path: '/v1.0/ipRule/delete',
    input: ipRuleDeleteInput,
    access: ipRuleWriters,
  }),
  /** The signed-in merchant's own API whitelist (personal center). */
  mine: call<OwnIpRule[]>()({ method: 'GET', path: '/v1.0/ipRule/mine', input: z.object({}), access: ['merchant'] }),
};
