import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { FundReason, type FundReasonId } from '../statuses.ts';
import { cursorField, cursorOnFirstPage, stepUpProofSchema, optionalFilter, int4Max, stored64 } from '../validation.ts';
import type { CursorPage } from './staff-accounts.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/**
 * Fund records (product 2.6 /fundRecord/*): merchants and suppliers read their own, staff every
 * user's (customer service read only). Balance operations are the admins' (product 6).
 */
const fundReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
  'merchant',
  'supplier',
] as const satisfies readonly Role[];
const balanceOperators = ['superAdmin', 'admin'] as const satisfies readonly Role[];

/** The reasons of product 4 a person picks for a balance operation (the others orders and payouts write). */
export const balanceOperationReasons = [
  FundReason.addBalance,
  FundReason.withdraw,
  FundReason.changeRate,
  FundReason.changeFixedFee,
  FundReason.addDeposit,
  FundReason.reduceDeposit,
  FundReason.adjustment,
] as const satisfies readonly FundReasonId[];
export type BalanceOperationReason = (typeof balanceOperationReasons)[number];

/** Corrections that may go either way: the amount carries its sign. The others take a positive amount. */
export const signedOperationReasons: readonly BalanceOperationReason[] = [
  FundReason.changeRate,
  FundReason.changeFixedFee,
  FundReason.adjustment,
];

export const allFundReasons = Object.values(FundReason) as FundReasonId[];

/** One fund record as the lists show it. Money in minor units, times ISO 8601 UTC. */
export interface FundRecordRow {
  id: number;
  createdTime: string;
  userId: number;
  userAccount: string;
  userName: string;
  reason: number;
  /** Signed: positive credits the balance, negative debits it. */
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  orderCode: string | null;
  /** The staff account that made the change; null for the system (orders, payouts). */
  operator: string | null;
  remark: string;
}

const maxMinor = 1_000_000_000_000; // 10 billion in major units: far beyond any real operation.

/** The list's filters; `userId` is honoured for staff only (others see their own rows). */
export const fundRecordListInput = z
  .object({
    pageIndex: z.coerce
      .number({ message: 'validation.page.invalid' })
      .int('validation.page.invalid')
      .max(int4Max, 'validation.integer.tooLarge')
      .min(1, 'validation.page.invalid')
      .default(1),
    // Exports read large pages; the list asks for 30.
    pageNum: z.coerce
      .number({ message: 'validation.page.invalid' })
      .int('validation.page.invalid')
      .min(1, 'validation.page.invalid')
      .max(500, 'validation.page.invalid')
      .default(30),
    userId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
    reason: optionalFilter(
      z.coerce
        .number()
        .int()
        .max(int4Max, 'validation.integer.tooLarge')
        .refine((v) => (allFundReasons as number[]).includes(v), 'errors.badRequest'),
    ),
    orderCode: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
  })
  // Ours (decision 062): past page 1 the list reads on from the last row by keyset, not by offset.
  .extend(cursorField)
  .superRefine(startNotAfterEnd('startTime', 'endTime'))
  .superRefine(cursorOnFirstPage);

/**
 * A balance operation. `amount` is in minor units (the form reads at most 2 decimals and converts):
 * above zero, except for the signed corrections, where it must not be zero.
 */
export const balanceOperationInput = z
  .object({
    userId: z.coerce
      .number({ message: 'validation.required' })
      .int('validation.required')
      .max(int4Max, 'validation.integer.tooLarge')
      .positive('validation.required'),
    reason: z.coerce
      .number({ message: 'validation.required' })
      .int('validation.required')
      .max(int4Max, 'validation.integer.tooLarge')
      .refine((v) => (balanceOperationReasons as readonly number[]).includes(v), 'validation.required'),
    amount: stored64(
      z.coerce
        .number({ message: 'validation.required' })
        .int('validation.amount.format')
        .refine((v) => Math.abs(v) <= maxMinor, 'validation.amount.tooLarge'),
    ),
    remark: z.string().trim().max(255, 'validation.text.tooLong').default(''),
    /** Required while EnableGoogleVerifyForBalanceOperation is on (the server decides). */
    googleCode: optionalFilter(stepUpProofSchema),
  })
  .superRefine((v, ctx) => {
    const signed = (signedOperationReasons as readonly number[]).includes(v.reason);
    if (v.amount === 0 || (!signed && v.amount < 0))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amount.positive' });
  });

export interface BalanceOperationResult {
  fundRecordId: number;
  balanceBefore: number;
  balanceAfter: number;
  deposit: number;
}

export const fundRecordCalls = {
  /** Newest first; by `cursor` (the `nextCursor` of the page before) past page 1, counted on page 1 only. */
  getList: call<CursorPage<FundRecordRow>>()({
    method: 'GET',
    path: '/v1.0/fundRecord/getList',
    input: fundRecordListInput,
    access: fundReaders,
  }),
  balanceOperation: call<BalanceOperationResult>()({
    method: 'POST',
    path: '/v1.0/fundRecord/balanceOperation',
    input: balanceOperationInput,
    access: balanceOperators,
  }),
};
