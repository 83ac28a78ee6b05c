import { z } from 'zod';
import { call } from '../call.ts';
import { resourceTypes, type ResourceType } from '../products.ts';
import type { Role } from '../roles.ts';
import { MonitorState, type MonitorStateId } from '../statuses.ts';
import {
  accountNameSchema,
  bankNameSchema,
  cardNumberSchema,
  ifscSchema,
  optionalFilter,
  int4Max,
  stored64,
} from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { orderPageSchema } from './orders.ts';

/** The route table's readers of /<type>/list-admin and its customerService variant, plus suppliers (own accounts). */
const resourceReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
  'supplier',
] as const satisfies readonly Role[];
/** Switching an account on or off: the staff who run allocation, and the supplier for its own. */
const resourceSwitchers = ['superAdmin', 'admin', 'supplier'] as const satisfies readonly Role[];

/** The text fields of product 3 (bank template, wallet, monitoring password) an account type may have. */
export const resourceTextFields = [
  'bankName',
  'accountName',
  'cardNumber',
  'ifsc',
  'upi',
  'bankingAccount',
  'bankingPassword',
  'monitorPassword',
  'walletNickname',
  'walletAddress',
] as const;
export type ResourceTextField = (typeof resourceTextFields)[number];
/** Write-only: stored hashed or encrypted, never answered; empty on an edit keeps the stored one. */
export const secretResourceFields: readonly ResourceTextField[] = ['bankingPassword', 'monitorPassword'];

export interface ResourceTypeDecl {
  /** The type's fields and whether product 5 requires them (`true`) or they may stay empty. */
  fields: Partial<Record<ResourceTextField, boolean>>;
  /** A phone app watches the account's SMS or bank app: it has a monitor state, client and version. */
  monitored: boolean;
}

const bank = { bankName: true, accountName: true, cardNumber: true, ifsc: true } as const;
const wallet = { walletNickname: true, walletAddress: true } as const;

/**
 * Which fields each receiving-account type has (product 2.3, 3, 5). One declaration drives the form,
 * the card, the validation of both sides and what the server stores.
 */
export const resourceTypeDecls: Record<ResourceType, ResourceTypeDecl> = {
  internationalCardToCard: { fields: { ...bank, upi: false, monitorPassword: false }, monitored: true },
  opt: {
    fields: { ...bank, upi: false, bankingAccount: true, bankingPassword: true, monitorPassword: false },
    monitored: true,
  },
  indiaAutoPayout: { fields: { ...bank, upi: false, bankingAccount: true, bankingPassword: true }, monitored: false },
  razorpayPayProxy: { fields: { ...bank, bankingAccount: true, bankingPassword: true }, monitored: false },
  uSDTFloating: { fields: wallet, monitored: false },
  uSDTPayProxy: { fields: wallet, monitored: false },
  // Kenya: the provider (M-Pesa, Airtel Money) as bank, the mobile number as card number.
  kenya: {
    fields: { bankName: true, accountName: true, cardNumber: true, bankingAccount: false, monitorPassword: false },
    monitored: true,
  },
  // Alipay: the account holder's real name and the Alipay account (phone number or e-mail); the
  // device reads the payment notices. Red packets split a large amount (RedWalletCount, decision 121).
  alipay: { fields: { accountName: true, walletNickname: true, monitorPassword: false }, monitored: true },
  // UnionPay quick pay: a Chinese bank card; the bank's SMS confirms as for card to card.
  unionPay: {
    fields: { bankName: true, accountName: true, cardNumber: true, monitorPassword: false },
    monitored: true,
  },
  // WeChat: the holder's name and WeChat ID; the device reports WeChat payment notices (web records of kind wechat).
  weChat: { fields: { accountName: true, walletNickname: true, monitorPassword: false }, monitored: true },
};

const free = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.text.tooLong');
/** The rule of each text field once it is not empty (required-ness comes from the type's declaration). */
const fieldRules: Record<ResourceTextField, z.ZodType> = {
  bankName: bankNameSchema,
  accountName: accountNameSchema,
  cardNumber: cardNumberSchema,
  ifsc: ifscSchema,
  upi: z
    .string()
    .trim()
    .regex(/^[\w.-]{2,64}@[A-Za-z][\w.-]{1,63}$/, 'validation.upi.format'),
  bankingAccount: free(128),
  bankingPassword: free(128),
  monitorPassword: free(64),
  walletNickname: free(64),
  /** TRC20 (the USDT channels of the demo are TRON): T and 33 base58 characters. */
  walletAddress: z
    .string()
    .trim()
    .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'validation.walletAddress.format'),
};

const whole = (max: number, min = 0) =>
  z.coerce
    .number({ message: 'validation.integer.nonNegative' })
    .int(min > 0 ? 'validation.integer.positive' : 'validation.integer.nonNegative')
    .min(min, min > 0 ? 'validation.integer.positive' : 'validation.integer.nonNegative')
    .max(max, 'validation.integer.tooLarge');
/** Product 5 requires the daily limits: an empty field is "required", not a zero. */
const requiredWhole = (max: number, stored = (s: ReturnType<typeof whole>) => s) =>
  z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.union([z.undefined(), stored(whole(max))]))
    .refine((v) => v !== undefined, 'validation.required')
    .transform((v) => v ?? 0);

const textInput = Object.fromEntries(
  resourceTextFields.map((f) => [f, z.string().trim().max(1000, 'validation.text.tooLong').default('')]),
) as Record<ResourceTextField, z.ZodDefault<z.ZodString>>;

const resourceFieldsSchema = z.object({
  ...textInput,
  /** Open orders at once; at least 1. */
  maxConcurrent: whole(10_000, 1).default(5),
  /** Cents (product 9: input 5 means five cents, default 0). */
  floatUp: whole(10_000).default(0),
  floatDown: whole(10_000).default(0),
  /** Minor units (bigint). */
  minOrderBalance: stored64(whole(1e13)).default(0),
  /** 0 means no limit. */
  dailyCountLimit: requiredWhole(1_000_000),
  /** Minor units; 0 means no limit. */
  dailyAmountLimit: requiredWhole(1e13, stored64),
});

/** Product 5 per type: required fields present, every typed field by its rule; passwords may stay empty on an edit. */
function checkTypeFields(type: ResourceType, editing: boolean) {
  return (v: Record<ResourceTextField, string>, ctx: z.RefinementCtx) => {
    const decl = resourceTypeDecls[type] as ResourceTypeDecl | undefined;
    if (!decl) return;
    for (const [field, required] of Object.entries(decl.fields) as [ResourceTextField, boolean][]) {
      const value = v[field];
      if (value === '') {
        if (required && !(editing && secretResourceFields.includes(field)))
          ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
        continue;
      }
      const result = fieldRules[field].safeParse(value);
      if (!result.success)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: result.error.issues[0]?.message ?? 'errors.badRequest',
        });
    }
  };
}

const typeSchema = z.enum(resourceTypes, { message: 'validation.resourceType.invalid' });
const idSchema = z.coerce
  .number({ message: 'validation.required' })
  .int('validation.required')
  .max(int4Max, 'validation.integer.tooLarge')
  .positive('validation.required');

/** The form's rules for one type (the app checks a draft with these; the server with the call's schema). */
export const resourceFormSchema = (type: ResourceType, editing: boolean) =>
  resourceFieldsSchema.extend({ productId: idSchema }).superRefine(checkTypeFields(type, editing));

export const addResourceInput = resourceFieldsSchema
  .extend({ type: typeSchema, productId: idSchema })
  .superRefine((v, ctx) => checkTypeFields(v.type, false)(v, ctx));
export const updateResourceInput = resourceFieldsSchema
  .extend({ id: idSchema, type: typeSchema })
  .superRefine((v, ctx) => checkTypeFields(v.type, true)(v, ctx));

export const resourceStateChoices = ['0', '1'] as const;
const monitorStateIds = Object.values(MonitorState) as MonitorStateId[];

export const resourceListInput = orderPageSchema.extend({
  type: typeSchema,
  supplierId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
  productId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
  /** 0 enabled, 1 disabled. */
  state: optionalFilter(
    z.coerce
      .number()
      .int()
      .max(int4Max, 'validation.integer.tooLarge')
      .refine((v) => v === 0 || v === 1, 'errors.badRequest'),
  ),
  monitorState: optionalFilter(
    z.coerce
      .number()
      .int()
      .max(int4Max, 'validation.integer.tooLarge')
      .refine((v) => (monitorStateIds as number[]).includes(v), 'validation.monitorState.invalid'),
  ),
  /** Card number, account name, wallet address or nickname, contained. */
  keyword: optionalFilter(z.string().trim().max(128, 'validation.text.tooLong')),
});

/** A receiving account as the lists show it. Money in minor units; the passwords only as "set". */
export interface ResourceRow {
  id: number;
  type: ResourceType;
  productId: number;
  productName: string;
  supplierId: number;
  supplierName: string;
  /** 0 enabled, 1 disabled. */
  state: number;
  bankName: string;
  accountName: string;
  cardNumber: string;
  ifsc: string;
  upi: string;
  bankingAccount: string;
  walletNickname: string;
  walletAddress: string;
  hasBankingPassword: boolean;
  hasMonitorPassword: boolean;
  monitorState: number;
  /** The device's last report, ISO UTC; null when it never reported. */
  monitorLastSeenTime: string | null;
  /** The device's name, given when it was bound. */
  clientBinding: string;
  /** The monitoring script version the device last reported ('' none). */
  version: string;
  /** The newest rolled-out script version of the account's bank, what the device should run; null when none. */
  latestScriptVersion: string | null;
  /** When a device last exchanged a binding code for the key; null when never bound. */
  deviceBoundTime: string | null;
  maxConcurrent: number;
  floatUp: number;
  floatDown: number;
  minOrderBalance: number;
  dailyCountLimit: number;
  dailyAmountLimit: number;
  createTime: string;
}

/** Product 3 "Resource detail". `link` is what the QR code encodes (docs/decisions/028-receiving-accounts.md). */
export interface ResourceDetail {
  id: number;
  productId: number;
  supplierId: number;
  state: number;
  supplierName: string;
  productName: string;
  processingOrderCount: number;
  processingOrderAmount: number;
  link: string | null;
  jumpLink: string | null;
  /** A PNG data URL of `link`'s QR code; null when the account has nothing to pay to. */
  qrCode: string | null;
}

/** One supplier's accounts of one product at a glance. */
export interface ResourceStaticInfo {
  supplierId: number;
  productId: number;
  resourceCount: number;
  enabledCount: number;
  /** Accounts whose device is running. */
  runningCount: number;
  offlineCount: number;
  processingOrderCount: number;
  processingOrderAmount: number;
}

export interface ResourceProductOption {
  id: number;
  name: string;
}

const detailInput = z.object({ resourceId: idSchema, productId: idSchema });
const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  message: 'validation.required',
});

export const resourceCalls = {
  /** A supplier gets its own accounts only; staff everyone's. Newest first. */
  getList: call<Page<ResourceRow>>()({
    method: 'GET',
    path: '/v1.0/resource/getList',
    input: resourceListInput,
    access: resourceReaders,
  }),
  /** The products an account of the type can serve. */
  getProductOptions: call<ResourceProductOption[]>()({
    method: 'GET',
    path: '/v1.0/resource/getProductOptions',
    input: z.object({ type: typeSchema }),
    access: resourceReaders,
  }),
  add: call<ResourceRow>()({
    method: 'POST',
    path: '/v1.0/resource/add',
    input: addResourceInput,
    access: ['supplier'],
  }),
  update: call<ResourceRow>()({
    method: 'POST',
    path: '/v1.0/resource/update',
    input: updateResourceInput,
    access: ['supplier'],
  }),
  delete: call<null>()({
    method: 'POST',
    path: '/v1.0/resource/delete',
    input: z.object({ id: idSchema }),
    access: ['supplier'],
  }),
  /** Product 7.4. */
  enableResource: call<null>()({
    method: 'POST',
    path: '/v1.0/resource/enableResource',
    input: detailInput.extend({ enable: boolish }),
    access: resourceSwitchers,
  }),
  getResourceDetailInfo: call<ResourceDetail>()({
    method: 'GET',
    path: '/v1.0/resource/getResourceDetailInfo',
    input: detailInput,
    access: resourceReaders,
  }),
  getResourceStaticInfo: call<ResourceStaticInfo>()({
    method: 'GET',
    path: '/v1.0/resource/getResourceStaticInfo',
    input: z.object({ supplierId: idSchema, productId: idSchema }),
    access: resourceReaders,
  }),
};
