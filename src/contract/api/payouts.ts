import { z } from 'zod';
import { call } from '../call.ts';
import type { MessageId } from '../server-messages.ts';
import { ProductId } from '../products.ts';
import type { Role } from '../roles.ts';
import { signedParams } from '../signed-params.ts';
import { payoutStatusIds } from '../statuses.ts';
import {
  amountSchema,
  cursorField,
  cursorOnFirstPage,
  decimalToScaled,
  stepUpProofSchema,
  optionalFilter,
  toMinor,
  int4Max,
  numberAsText,
  requiredIdSchema,
} from '../validation.ts';
import type { CursorPage, Page } from './staff-accounts.ts';
import type { RiskMatchField } from './risk-control.ts';
import type { GatewayPayoutState } from './pay-gateways.ts';
import { rejectModes } from './order-actions.ts';
import { amountSortFields, cursorFitsSort, orderPageSchema } from './orders.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/** Who reads payout orders: staff all, a merchant its own, a supplier its claims (an agent its team's). */
const payoutReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
  'supplier',
  'merchant',
] as const satisfies readonly Role[];
/** The pool is read by the staff of /payProxyOrder/pool (and its /customerService variant) and by suppliers, who claim from it. */
const poolReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
  'supplier',
] as const satisfies readonly Role[];
/** Paying is the supplier's (its own claims) or staff repairing by hand. */
const payoutPayers = ['superAdmin', 'admin', 'supplier'] as const satisfies readonly Role[];
/** A merchant cancels its own payout before anyone claimed it; staff cancel any open one. */
const payoutCancellers = ['superAdmin', 'admin', 'merchant'] as const satisfies readonly Role[];
const payoutFixers = ['superAdmin', 'admin'] as const satisfies readonly Role[];

/** USDT payouts (product 9): a wallet address and a USDT amount instead of a bank account. */
export const usdtPayoutProducts: readonly number[] = [ProductId.usdtPayout, ProductId.usdtPayoutScaled];
export const isUsdtPayoutProduct = (productId: number): boolean => usdtPayoutProducts.includes(productId);
/** USDT amounts are integers of 1e-6 USDT (product 9: USDT count scaled by 1e6). */
export const usdtScale = 1_000_000;

/** A payout order as the lists show it. Money in minor units, times ISO 8601 UTC. */
export interface PayoutRow {
  id: number;
  orderCode: string;
  mchOrderNo: string;
  merchantId: number;
  merchantName: string;
  productId: number;
  /** null for merchants (they do not learn who paid) and for unassigned orders. */
  supplierId: number | null;
  supplierName: string;
  amount: number;
  /** The merchant's fee; 0 for suppliers, who do not see merchant fees. */
  fee: number;
  status: number;
  name: string;
  cardNumber: string;
  bankBranch: string;
  ifsc: string;
  upi: string;
  address: string;
  walletAddress: string;
  usdtAmount: number;
  utr: string | null;
  rejectReason: string | null;
  batchId: number | null;
  createTime: string;
  updateTime: string;
  claimedTime: string | null;
  completedTime: string | null;
  /**
   * Held by risk control (a detection waiting for its decision): which of the payee's fields are
   * on the blacklist. null when not held. Ours: the spec shows the status only (docs/decisions/069-offline-everywhere.md).
   */
  hold: { fields: RiskMatchField[] } | null;
  /**
   * Sent to a payout gateway (decision 079): its name and where it stands there. null when it
   * never went to one, and always for merchants (they do not learn who pays).
   */
  gateway: { name: string; state: GatewayPayoutState } | null;
  /** Made with the merchant's test key (decision 130): moves no money, kept out of the figures. */
  test: boolean;
}

/** What a payout create answers (a zod schema, so the OpenAPI document describes it: decision 112). */
export const createdPayoutSchema = z.object({
  orderCode: z.string(),
  mchOrderNo: z.string(),
  status: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  held: z.boolean().meta({
    description: 'Whether amount + fee was taken from the balance at create (PayoutOrderOccupyBalanceOnCreate).',
  }),
});
export type CreatedPayout = z.infer<typeof createdPayoutSchema>;

const text = (max: number) => z.string().trim().max(max, 'validation.text.tooLong');
const optionalText = (max: number) => text(max).optional().default('');
const digits20 = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{1,20}$/.test(v), 'validation.cardNumber.format');
const ifsc = z
  .string()
  .trim()
  .refine((v) => v === '' || /^[A-Z]{4}[A-Za-z0-9]{7}$/.test(v), 'validation.ifsc.format');
const upi = z
  .string()
  .trim()
  .refine((v) => v === '' || /^[\w.-]{2,64}@[A-Za-z]{2,64}$/.test(v), 'validation.upi.format');
/** Typed in USDT with at most 6 decimals, kept in 1e-6 USDT; 0 when not given. */
const usdtAmount = z
  .union([z.string(), numberAsText])
  .transform(String)
  .refine(
    (v) => v.trim() === '' || (/^\d{1,12}(\.\d{1,6})?$/.test(v.trim()) && Number(v) > 0),
    'validation.usdtAmount.format',
  )
  .transform((v) => (v.trim() === '' ? 0 : decimalToScaled(v, 6)))
  .optional()
  .default(0);

/** The payee fields both creates share; which are required depends on the product (payeeProblem). */
const payeeFields = {
  name: text(128),
  cardNumber: digits20.optional().default(''),
  bankBranch: optionalText(128),
  address: optionalText(256),
  ifsc: ifsc.optional().default(''),
  upi: upi.optional().default(''),
  walletAddress: optionalText(128),
};

export interface PayeeFields {
  name: string;
  cardNumber: string;
  bankBranch: string;
  address: string;
  ifsc: string;
  upi: string;
  walletAddress: string;
  /** 1e-6 USDT, 0 when none. */
  usdtAmount: number;
}

/**
 * What a payout of this product needs (product 5): name always; a bank payout card number, bank
 * branch and address, and in India (INR) an IFSC; a USDT payout a wallet address and USDT amount.
 * Returns the field at fault and its message id, or null.
 */
export function payeeProblem(
  p: PayeeFields,
  productId: number,
  currency: string,
): { field: keyof PayeeFields; msgId: MessageId } | null {
  if (p.name.trim() === '') return { field: 'name', msgId: 'validation.required' };
  if (isUsdtPayoutProduct(productId)) {
    if (p.walletAddress.trim() === '') return { field: 'walletAddress', msgId: 'validation.required' };
    if (p.usdtAmount <= 0) return { field: 'usdtAmount', msgId: 'validation.required' };
    return null;
  }
  if (p.cardNumber === '') return { field: 'cardNumber', msgId: 'validation.required' };
  if (p.bankBranch.trim() === '') return { field: 'bankBranch', msgId: 'validation.required' };
  if (p.address.trim() === '') return { field: 'address', msgId: 'validation.required' };
  if (currency === 'INR' && p.ifsc === '') return { field: 'ifsc', msgId: 'validation.required' };
  return null;
}

/**
 * The merchant API create (product 7.5 style), signed exactly as /v1.0/api/order/create. The amount
 * is a whole number of minor units; for product 1045 it is sent times 10000 (product 7.5).
 */
export const payoutApiCreateInput = signedParams(
  // Loose: keys it does not name are signed too, so the signed-parameter rule must see them.
  z.looseObject({
    mchId: requiredIdSchema,
    productId: requiredIdSchema,
    mchOrderNo: z
      .string({ message: 'validation.required' })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.mchOrderNo.format'),
    amount: z
      .union([z.string(), numberAsText], { message: 'validation.required' })
      .transform(String)
      .refine((v) => /^[1-9]\d{0,14}$/.test(v), 'validation.amount.integer'),
    // The same rule as the collection create's notifyUrl; the server also refuses private addresses.
    notifyUrl: text(512)
      .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'validation.url.format')
      .optional()
      .default(''),
    sign: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required'),
    ...payeeFields,
    usdtAmount,
  }),
);

/** The in-app create of a signed-in merchant: the amount typed with at most 2 decimals. */
export const payoutCreateInput = z.object({
  productId: requiredIdSchema,
  mchOrderNo: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.mchOrderNo.format'),
  amount: amountSchema.transform(toMinor).refine((v) => v > 0, 'validation.amount.positive'),
  ...payeeFields,
  usdtAmount,
});

const id = optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive());
const code = optionalFilter(z.string().trim().max(64, 'validation.text.tooLong'));

/**
 * One status, or several as a comma list ("1,3": ours, for the multi-select of decision 067);
 * each must be a payout status, at most all of them, no repeats needed.
 */
const payoutStatusList = z
  .string()
  .trim()
  .regex(/^\d{1,3}(,\d{1,3}){0,15}$/, 'errors.badRequest')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.every((s) => (payoutStatusIds as number[]).includes(s)), 'errors.badRequest');

export const payoutModes = ['live', 'test'] as const;

export const payoutListInput = orderPageSchema
  .extend({
    status: optionalFilter(z.preprocess((v) => (typeof v === 'number' ? String(v) : v), payoutStatusList)),
    merchantId: id,
    supplierId: id,
    productId: id,
    orderCode: code,
    mchOrderNo: code,
    /** Ours (the list's search box): either number, the platform's or the merchant's, exactly. */
    orderNumber: code,
    utr: code,
    /** Test mode (decision 130): live payouts only, or test ones only; absent, both (test ones tagged). */
    mode: optionalFilter(z.enum(payoutModes, { message: 'validation.payoutMode.invalid' })),
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
  })
  .extend(cursorField)
  // Ours (decision 124): the desk table's sort by amount, paged by its own keyset (amountCursor).
  .extend(amountSortFields)
  .superRefine(startNotAfterEnd('startTime', 'endTime'))
  .superRefine(cursorOnFirstPage)
  .superRefine(cursorFitsSort);

export const payoutPoolInput = orderPageSchema
  .extend({
    productId: id,
    orderCode: code,
    mchOrderNo: code,
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'));

const orderCode = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.text.tooLong');
const googleCode = optionalFilter(stepUpProofSchema);

export const payoutCompleteInput = z.object({
  orderCode,
  /** A bank payout's 12-digit UTR, or a USDT payout's 64-hex transaction hash. */
  utr: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^(\d{12}|(0x)?[0-9a-fA-F]{64})$/, 'validation.payoutUtr.format'),
  googleCode,
});

/** Why a payout is rejected (product 5: a reason from the list, written out for 'other'). */
export const payoutRejectReasons = [
  'accountInvalid',
  'nameMismatch',
  'ifscInvalid',
  'bankUnavailable',
  'merchantRequest',
  'other',
] as const;
export type PayoutRejectReason = (typeof payoutRejectReasons)[number];

export const payoutRejectInput = z
  .object({
    orderCode,
    mode: z.enum(rejectModes, { message: 'validation.rejectMode.invalid' }),
    reason: z.enum(payoutRejectReasons, { message: 'validation.rejectReason.invalid' }),
    otherReason: optionalText(256),
    googleCode,
  })
  .refine((v) => v.reason !== 'other' || v.otherReason.trim() !== '', {
    message: 'validation.rejectReason.textRequired',
    path: ['otherReason'],
  });

export const payoutStatusFixInput = z.object({
  orderCode,
  status: z.coerce
    .number({ message: 'validation.required' })
    .int()
    .max(int4Max, 'validation.integer.tooLarge')
    .refine((v) => (payoutStatusIds as number[]).includes(v), 'validation.required'),
  reason: text(256).min(1, 'validation.required'),
  utr: optionalText(66),
  googleCode,
});

export const payoutCalls = {
  /** Merchant API: authenticated by the signature. A repeated mchOrderNo answers the first order. */
  apiCreate: call<CreatedPayout>()({
    method: 'POST',
    path: '/v1.0/api/payout/create',
    input: payoutApiCreateInput,
    access: 'public',
    signed: true,
  }),
  /** A signed-in merchant's create; idempotent by mchOrderNo like the API. */
  create: call<CreatedPayout>()({
    method: 'POST',
    path: '/v1.0/payoutOrder/create',
    input: payoutCreateInput,
    access: ['merchant'],
  }),
  /** Newest first, or by amount (`sort`), within the caller's scope. */
  getList: call<CursorPage<PayoutRow>>()({
    method: 'GET',
    path: '/v1.0/payoutOrder/getList',
    input: payoutListInput,
    access: payoutReaders,
  }),
  /** Unassigned payouts awaiting payment, oldest first (first come, first paid). */
  getPool: call<Page<PayoutRow>>()({
    method: 'GET',
    path: '/v1.0/payoutOrder/getPool',
    input: payoutPoolInput,
    access: poolReaders,
  }),
  markProcessing: call<PayoutRow>()({
    method: 'POST',
    path: '/v1.0/payoutOrder/markProcessing',
    input: z.object({ orderCode }),
    access: payoutPayers,
  }),
  complete: call<PayoutRow>()({
    method: 'POST',
    path: '/v1.0/payoutOrder/complete',
    input: payoutCompleteInput,
    access: payoutPayers,
  }),
  reject: call<PayoutRow>()({
    method: 'POST',
    path: '/v1.0/payoutOrder/reject',
    input: payoutRejectInput,
    access: payoutPayers,
  }),
  cancel: call<PayoutRow>()({
    method: 'POST',
    path: '/v1.0/payoutOrder/cancel',
    input: z.object({ orderCode, googleCode }),
    access: payoutCancellers,
  }),
  /** Staff status fix: any move the state machine allows, made with its money. */
  updateStatus: call<PayoutRow>()({
    method: 'POST',
    path: '/v1.0/payoutOrder/updateStatus',
    input: payoutStatusFixInput,
    access: payoutFixers,
  }),
};
