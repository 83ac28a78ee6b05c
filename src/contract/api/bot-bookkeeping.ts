import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { stepUpProofSchema, optionalFilter, int4Max, stored64 } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { orderPageSchema } from './orders.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/** /systemManager/botFundRecord is admin's and superAdmin's (decision 077), reading and deciding. */
const bookkeepers = ['superAdmin', 'admin'] as const satisfies readonly Role[];

/** A bot bookkeeping record's state: pending until staff confirm (the balance moves) or reject it. */
export const BotFundRecordState = { pending: 0, confirmed: 1, rejected: 2 } as const;
export type BotFundRecordStateId = (typeof BotFundRecordState)[keyof typeof BotFundRecordState];
export const botFundRecordStates = Object.values(BotFundRecordState) as BotFundRecordStateId[];

/** One report a bound group made ("+1000 USDT"). Money in minor units, times ISO 8601 UTC. */
export interface BotFundRecordRow {
  id: number;
  chatId: number;
  groupTitle: string;
  userId: number;
  userAccount: string;
  userName: string;
  /** The Telegram member who wrote it. */
  fromName: string;
  text: string;
  /** Signed as reported: positive a deposit, negative a settlement. */
  amount: number;
  /** As written ('' when the report named none). */
  currency: string;
  state: BotFundRecordStateId;
  /** What the confirmation moved in the balance's minor units; null until confirmed. */
  appliedAmount: number | null;
  fundRecordId: number | null;
  decidedBy: string | null;
  decidedTime: string | null;
  remark: string;
  createTime: string;
}

/** One state and currency of the matching rows: reported amounts are only added within a currency. */
export interface BotFundRecordSum {
  state: BotFundRecordStateId;
  /** As written ('' when the reports named none). */
  currency: string;
  count: number;
  /** Sum of the reported deposits (≥ 0) and settlements (≤ 0). */
  credits: number;
  debits: number;
}

/**
 * Over every row the filters match, not just the page: per state and currency, so a screen never
 * adds a pending USDT report to a rejected INR one (decision 118).
 */
export interface BotFundRecordTotals {
  count: number;
  sums: BotFundRecordSum[];
}

export type BotFundRecordPage = Page<BotFundRecordRow> & { totals: BotFundRecordTotals };

export const botFundRecordListInput = orderPageSchema
  .extend({
    userId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
    state: optionalFilter(
      z.coerce
        .number()
        .int()
        .max(int4Max, 'validation.integer.tooLarge')
        .refine((v) => (botFundRecordStates as number[]).includes(v), 'errors.badRequest'),
    ),
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'));

const maxMinor = 1_000_000_000_000;
const id = stored64(
  z.coerce.number({ message: 'validation.required' }).int('validation.required').positive('validation.required'),
);
const remark = z.string().trim().max(255, 'validation.text.tooLong').default('');

export const botFundRecordConfirmInput = z.object({
  id,
  /**
   * The amount to move, minor units of the balance, signed like the report; by default the
   * reported amount (a report in another currency is converted by the person confirming).
   */
  amount: optionalFilter(
    stored64(
      z.coerce
        .number({ message: 'validation.amount.format' })
        .int('validation.amount.format')
        .refine((v) => v !== 0, 'validation.amount.positive')
        .refine((v) => Math.abs(v) <= maxMinor, 'validation.amount.tooLarge'),
    ),
  ),
  remark,
  /** Required while EnableGoogleVerifyForBalanceOperation is on (the server decides). */
  googleCode: optionalFilter(stepUpProofSchema),
});

export const botFundRecordRejectInput = z.object({ id, remark });

export const botFundRecordCalls = {
  /** Newest first. */
  list: call<BotFundRecordPage>()({
    method: 'GET',
    path: '/v1.0/botFundRecord/list',
    input: botFundRecordListInput,
    access: bookkeepers,
  }),
  /** Moves the money once: confirming a confirmed record again answers it unchanged. */
  confirm: call<BotFundRecordRow>()({
    method: 'POST',
    path: '/v1.0/botFundRecord/confirm',
    input: botFundRecordConfirmInput,
    access: bookkeepers,
  }),
  reject: call<BotFundRecordRow>()({
    method: 'POST',
    path: '/v1.0/botFundRecord/reject',
    input: botFundRecordRejectInput,
    access: bookkeepers,
  }),
};
