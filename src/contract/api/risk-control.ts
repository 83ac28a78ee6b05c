import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { stepUpProofSchema, optionalFilter, int4Max, stored64, requiredIdSchema } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { orderPageSchema } from './orders.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/** Risk control is superAdmin's (product 2.5, 6). */
const riskOfficers = ['superAdmin'] as const satisfies readonly Role[];
/** /systemManager/nameBlackList/readonly: technicalMaintenance reads the names, never changes them. */
const nameListReaders = ['superAdmin', 'technicalMaintenance'] as const satisfies readonly Role[];

/** What a blacklist entry names: a payee name, a card number, or an account (UPI/VPA or wallet address). */
export const riskEntryKinds = ['name', 'cardNumber', 'account'] as const;
export type RiskEntryKind = (typeof riskEntryKinds)[number];

/** The payout field a payee matched on. */
export type RiskMatchField = 'name' | 'cardNumber' | 'upi' | 'walletAddress';

export const RiskDetectionState = { pending: 0, released: 1, rejected: 2 } as const;
export type RiskDetectionStateName = keyof typeof RiskDetectionState;
export type RiskDetectionStateId = (typeof RiskDetectionState)[RiskDetectionStateName];
const detectionStateIds = Object.values(RiskDetectionState) as number[];

/**
 * What a payout is compared on (docs/decisions/037-risk-control.md): a name without case or any
 * white space, a card number's digits, an account exactly as written (wallet addresses are
 * case-sensitive).
 */
export function riskMatchKey(kind: RiskEntryKind, value: string): string {
  if (kind === 'name') return value.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  if (kind === 'cardNumber') return value.replace(/\D/g, '');
  return value.trim();
}

/** A blacklist entry as listed. Times ISO 8601 UTC. */
export interface RiskBlacklistRow {
  id: number;
  kind: RiskEntryKind;
  value: string;
  remark: string;
  createdBy: string;
  createTime: string;
}

/** One entry a held payee matched, as the entry was when the payout was held. */
export interface RiskMatch {
  /** The entry's id; it may have been deleted since. */
  entryId: number;
  kind: RiskEntryKind;
  value: string;
  field: RiskMatchField;
}

/** A held payout and the decision on it. Money in minor units, times ISO 8601 UTC. */
export interface RiskDetectionRow {
  id: number;
  orderCode: string;
  mchOrderNo: string;
  merchantId: number;
  merchantName: string;
  productId: number;
  amount: number;
  fee: number;
  name: string;
  cardNumber: string;
  upi: string;
  walletAddress: string;
  /** The payout's status now (Handle exceptions while held). */
  payoutStatus: number;
  matches: RiskMatch[];
  state: RiskDetectionStateId;
  decidedBy: string;
  decidedTime: string | null;
  remark: string;
  createTime: string;
}

const text = (max: number) => z.string().trim().max(max, 'validation.text.tooLong');
const filterText = (max: number) => optionalFilter(text(max));
const googleCode = optionalFilter(stepUpProofSchema);

export const riskBlacklistListInput = orderPageSchema.extend({
  kind: optionalFilter(z.enum(riskEntryKinds, { message: 'validation.riskKind.invalid' })),
  /** Part of the value, any case. */
  value: filterText(128),
});

export const riskNameListInput = orderPageSchema.extend({ value: filterText(128) });

/** Checks the value for its kind (product 5: card number digits only, at most 20). */
function valueFitsKind(v: { kind: RiskEntryKind; value: string }, ctx: z.RefinementCtx) {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['value'] });
  if (v.value === '') return issue('validation.required');
  if (v.kind === 'cardNumber' && !/^\d{1,20}$/.test(v.value.replace(/[\s-]/g, '')))
    return issue('validation.cardNumber.format');
  if (v.kind === 'account' && /\s/.test(v.value)) return issue('validation.riskAccount.format');
  return undefined;
}

export const riskBlacklistAddInput = z
  .object({
    kind: z.enum(riskEntryKinds, { message: 'validation.riskKind.invalid' }),
    value: z.string({ message: 'validation.required' }).trim().max(128, 'validation.text.tooLong'),
    remark: text(255).optional().default(''),
    googleCode,
  })
  .superRefine(valueFitsKind);

export const riskBlacklistDeleteInput = z.object({
  id: requiredIdSchema,
  googleCode,
});

export const riskDetectionListInput = orderPageSchema
  .extend({
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
    merchantId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
    orderCode: filterText(64),
    state: optionalFilter(
      z.coerce
        .number()
        .int()
        .max(int4Max, 'validation.integer.tooLarge')
        .refine((v) => detectionStateIds.includes(v), 'errors.badRequest'),
    ),
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'));

export const riskDecisionInput = z.object({
  /** A detection id (bigserial). */
  id: stored64(z.coerce.number({ message: 'validation.required' }).int().positive()),
  remark: text(255).optional().default(''),
  googleCode,
});

export const riskControlCalls = {
  /** Every kind of entry, newest first. */
  blacklist: call<Page<RiskBlacklistRow>>()({
    method: 'GET',
    path: '/v1.0/riskControl/blacklist/list',
    input: riskBlacklistListInput,
    access: riskOfficers,
  }),
  /** The name entries only (/systemManager/nameBlackList and its read-only variant). */
  nameBlacklist: call<Page<RiskBlacklistRow>>()({
    method: 'GET',
    path: '/v1.0/riskControl/nameBlackList/list',
    input: riskNameListInput,
    access: nameListReaders,
  }),
  /** Google code per EnableGoogleVerifyForIpRule (docs/decisions/037-risk-control.md). */
  addEntry: call<RiskBlacklistRow>()({
    method: 'POST',
    path: '/v1.0/riskControl/blacklist/add',
    input: riskBlacklistAddInput,
    access: riskOfficers,
  }),
  deleteEntry: call<{ id: number }>()({
    method: 'POST',
    path: '/v1.0/riskControl/blacklist/delete',
    input: riskBlacklistDeleteInput,
    access: riskOfficers,
  }),
  /** Held payouts, newest first. */
  detections: call<Page<RiskDetectionRow>>()({
    method: 'GET',
    path: '/v1.0/riskControl/detection/list',
    input: riskDetectionListInput,
    access: riskOfficers,
  }),
  /** The payout goes back to Awaiting Payment, claimable. Google code per EnableGoogleVerifyForManualSupplement. */
  release: call<RiskDetectionRow>()({
    method: 'POST',
    path: '/v1.0/riskControl/detection/release',
    input: riskDecisionInput,
    access: riskOfficers,
  }),
  /** The payout is cancelled to the merchant, its hold returned. Google code as release. */
  reject: call<RiskDetectionRow>()({
    method: 'POST',
    path: '/v1.0/riskControl/detection/reject',
    input: riskDecisionInput,
    access: riskOfficers,
  }),
};
