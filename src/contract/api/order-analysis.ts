import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { optionalFilter } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { orderPageSchema } from './orders.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/** Product 2.4 order analysis: staff of the route table; customerService and technicalMaintenance read its /customerService variants. */
const analysisReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];
/** Freezing an IP stops a merchant's payers from paying: the staff who run the platform. */
const ipFreezers = ['superAdmin', 'admin'] as const satisfies readonly Role[];

/** The longest range one analysis reads (docs/decisions/031-order-analysis-and-frozen-ips.md): keeps it fast on a million orders. */
export const analysisMaxRangeDays = 31;
/**
 * "Abnormal" IP (docs/decisions/031-order-analysis-and-frozen-ips.md): within the range at least this many orders ...
 */
export const abnormalMinOrders = 10;
/** ... and at most this share of them successful (0.2 = 20 %). */
export const abnormalMaxSuccessRate = 0.2;

/** Figures of one payer IP or payer name over the range. Money in minor units, times ISO 8601 UTC. */
export interface OrderAnalysisFigures {
  orderCount: number;
  successCount: number;
  /** successCount / orderCount, 0..1 (0 when there are no orders). */
  successRate: number;
  /** Sum of the ordered amounts. */
  amount: number;
  /** Sum of the amounts of successful orders. */
  successAmount: number;
  /** How many different merchants the orders came through. */
  merchantCount: number;
  lastOrderTime: string;
}

export interface IpAnalysisRow extends OrderAnalysisFigures {
  ip: string;
  abnormal: boolean;
  frozen: boolean;
}

export interface PayerAnalysisRow extends OrderAnalysisFigures {
  userName: string;
}

export interface FrozenIpRow {
  ip: string;
  reason: string;
  frozenBy: string;
  frozenTime: string;
}

const rangeMs = analysisMaxRangeDays * 24 * 60 * 60 * 1000;

/** At most analysisMaxRangeDays apart: the query reads every order in the range. */
function rangeAtMostMax(value: { startTime?: Date | undefined; endTime?: Date | undefined }, ctx: z.RefinementCtx) {
  if (value.startTime && value.endTime && value.endTime.getTime() - value.startTime.getTime() > rangeMs) {
    ctx.addIssue({ code: 'custom', message: 'validation.analysisRange.tooLong', path: ['endTime'] });
  }
}

const text = (max: number) => optionalFilter(z.string().trim().max(max, 'validation.text.tooLong'));

/** An end alone reads the day before it, a start alone the day after it, neither the last day (analysisRangeOf). */
const analysisRange = orderPageSchema.extend({
  startTime: optionalFilter(utcDateTimeSchema),
  endTime: optionalFilter(utcDateTimeSchema),
});

const dayMs = 24 * 60 * 60 * 1000;

/** The range an analysis reads when an end is missing; never longer than analysisMaxRangeDays. */
export function analysisRangeOf(
  startTime: Date | undefined,
  endTime: Date | undefined,
  now: Date,
): { from: Date; to: Date } {
  const to = endTime ?? (startTime ? new Date(startTime.getTime() + dayMs) : now);
  return { from: startTime ?? new Date(to.getTime() - dayMs), to };
}

export const ipAnalysisInput = analysisRange
  .extend({ ip: text(64), abnormalOnly: optionalFilter(z.enum(['yes', 'no'], { message: 'errors.badRequest' })) })
  .superRefine(startNotAfterEnd('startTime', 'endTime'))
  .superRefine(rangeAtMostMax);

export const payerAnalysisInput = analysisRange
  .extend({ userName: text(128) })
  .superRefine(startNotAfterEnd('startTime', 'endTime'))
  .superRefine(rangeAtMostMax);

export const frozenIpListInput = orderPageSchema.extend({ ip: text(64) });

const ipSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.text.tooLong');

export const freezeIpInput = z.object({
  ip: ipSchema,
  reason: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(255, 'validation.text.tooLong'),
});

export const unfreezeIpInput = z.object({ ip: ipSchema });

export const orderAnalysisCalls = {
  /** Orders per payer IP over the range, most orders first. */
  ipList: call<Page<IpAnalysisRow>>()({
    method: 'GET',
    path: '/v1.0/orderAnalysis/ipList',
    input: ipAnalysisInput,
    access: analysisReaders,
  }),
  /** Orders per payer name (the create's userName) over the range, most orders first. */
  payerList: call<Page<PayerAnalysisRow>>()({
    method: 'GET',
    path: '/v1.0/orderAnalysis/payerList',
    input: payerAnalysisInput,
    access: analysisReaders,
  }),
  /** Frozen IPs, newest first. */
  frozenIpList: call<Page<FrozenIpRow>>()({
    method: 'GET',
    path: '/v1.0/orderAnalysis/frozenIpList',
    input: frozenIpListInput,
    access: analysisReaders,
  }),
  freezeIp: call<FrozenIpRow>()({
    method: 'POST',
    path: '/v1.0/orderAnalysis/freezeIp',
    input: freezeIpInput,
    access: ipFreezers,
  }),
  unfreezeIp: call<{ ip: string }>()({
    method: 'POST',
    path: '/v1.0/orderAnalysis/unfreezeIp',
    input: unfreezeIpInput,
    access: ipFreezers,
  }),
};
