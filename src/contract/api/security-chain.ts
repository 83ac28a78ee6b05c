import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { optionalFilter, int4Max } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { orderPageSchema } from './orders.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/** Product 2.4: /securityNodes/list and /securityNodes/security-patch-list are superAdmin pages. */
const chainReaders = ['superAdmin'] as const satisfies readonly Role[];

/**
 * trusted: at least minReliableChainSize records and no gap after it; broken: a gap (money the
 * balances say moved without a message) follows it; tooShort: fewer records and no gap after it.
 */
export const chainStates = ['trusted', 'tooShort', 'broken'] as const;
export type ChainState = (typeof chainStates)[number];

/** How a record joins the one before it: first of the account, fits, balance does not fit, too long after. */
export type ChainLink = 'start' | 'link' | 'gap' | 'idle';
/** Incomes of at least minReliableCheckAmount are checked; the rest are not (or the check is off). */
export type RecordCheck = 'reliable' | 'unverified' | 'notChecked';

/** Money the balances say moved between two consecutive records without a message: income if positive. */
export interface ChainGap {
  /** The last record before the gap and the first after it. */
  fromId: number;
  toId: number;
  fromTime: string;
  toTime: string;
  /** Minor units; positive: missing income(s), negative: missing expense(s). */
  missingAmount: number;
}

/** One chain of one receiving account (or bank card, by SecurityFreqParameters.type). Money in minor units. */
export interface SecurityChainRow {
  /** The chain's first record: names the chain for getChainRecords. */
  firstId: number;
  resourceId: number;
  supplierId: number;
  supplierName: string;
  bankName: string;
  cardTail: string;
  size: number;
  firstTime: string;
  lastTime: string;
  /** Sum of the chain's incomes. */
  incomeTotal: number;
  openingBalance: number;
  closingBalance: number;
  state: ChainState;
  /** The gap that ended the chain; null when it is still open or ended by a pause. */
  gapAfter: ChainGap | null;
  /** The chain stopped because the next record came after messageInSecurityChainCacheTime minutes. */
  endedByPause: boolean;
  /** More records in one minute than GlobalSecuritySetting.perMinuteFreqCount. */
  burst: boolean;
  reliableCount: number;
  checkedCount: number;
}

export interface SecurityChainPage extends Page<SecurityChainRow> {
  /** The settings the states were computed with, so the page can say why. */
  minReliableChainSize: number;
  systemCheck: boolean;
  /** Seconds: the page re-reads the chains (the leak check) this often. */
  leakCheckInterval: number;
}

export interface SecurityChainRecord {
  id: number;
  receivedTime: string;
  /** 0 income, 1 expense, 2 reversal (money back in). */
  direction: number;
  amount: number;
  balance: number;
  /** The previous record's balance plus this record's amount: equal to balance when it links. */
  expectedBalance: number | null;
  link: ChainLink;
  check: RecordCheck;
  utr: string | null;
  matchedOrderCode: string | null;
}

const positiveId = z.coerce
  .number({ message: 'validation.required' })
  .int('validation.required')
  .max(int4Max, 'validation.integer.tooLarge')
  .positive('validation.required');

export const securityChainListInput = orderPageSchema
  .extend({
    supplierId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
    resourceId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
    state: optionalFilter(z.enum(chainStates, { message: 'errors.badRequest' })),
    /** Chains that have a record in this range (UTC). */
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'));

export const securityChainRecordsInput = z.object({ firstId: positiveId });

/** An order paid by hand while its account's balances show a gap: the gap was repaired with it. */
export interface SecurityPatchRow {
  orderCode: string;
  amount: number;
  resourceId: number;
  supplierName: string;
  bankName: string;
  cardTail: string;
  utr: string | null;
  /** Who supplemented it (the audit record's account); '' when no record names one. */
  operator: string;
  supplementTime: string;
  gap: ChainGap;
  /** 1 for the gap's first supplement, and so on. */
  indexInGap: number;
  /** indexInGap is within FixSecurityChainSupplementLimit. */
  withinLimit: boolean;
}

export const securityPatchListInput = orderPageSchema
  .extend({
    supplierId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
    resourceId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
    orderCode: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
    /** Supplement (completion) time range, UTC. */
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'));

export interface SecurityPatchPage extends Page<SecurityPatchRow> {
  supplementLimit: number;
}

export const securityChainCalls = {
  /** Chains, newest last record first. */
  getChainList: call<SecurityChainPage>()({
    method: 'GET',
    path: '/v1.0/securityNodes/getChainList',
    input: securityChainListInput,
    access: chainReaders,
  }),
  /** The records of the chain starting at firstId, oldest first. */
  getChainRecords: call<SecurityChainRecord[]>()({
    method: 'GET',
    path: '/v1.0/securityNodes/getChainRecords',
    input: securityChainRecordsInput,
    access: chainReaders,
  }),
  /** Chain supplements, newest first. */
  getPatchList: call<SecurityPatchPage>()({
    method: 'GET',
    path: '/v1.0/securityNodes/getPatchList',
    input: securityPatchListInput,
    access: chainReaders,
  }),
};
