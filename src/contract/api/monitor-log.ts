import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { MonitorState, type MonitorStateId } from '../statuses.ts';
import { deviceAuthFields } from '../device-signing.ts';
import { optionalFilter, int4Max, stored64 } from '../validation.ts';
import { scriptVersionSchema } from './monitor-scripts.ts';
import type { Page } from './staff-accounts.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/** Route table /monitorLog/monitorLog: superAdmin and admin, plus its customerService variant. */
const monitorLogReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];
/** Product 7.5 order-query: the staff who act on orders, and suppliers for their own (and team's). */
const orderQueryStaff = ['superAdmin', 'admin', 'customerService'] as const satisfies readonly Role[];

/** Direction of a bank SMS (product 3 SMS template: income, expense and reversal). */
export const StatementDirection = { income: 0, expense: 1, reversal: 2 } as const;
export type StatementDirectionId = (typeof StatementDirection)[keyof typeof StatementDirection];

/** What a monitor log line records; the app labels them by name. */
export const monitorLogPhases = [
  'report',
  'state',
  'matched',
  'unmatched',
  'ambiguous',
  'duplicate',
  'refused',
  'query',
] as const;
export type MonitorLogPhase = (typeof monitorLogPhases)[number];

const monitorStateIds = Object.values(MonitorState) as MonitorStateId[];
const text = (max: number) => z.string().trim().max(max, 'validation.text.tooLong').default('');

export const reportedMessageSchema = z.object({
  /** The device's own id of the SMS: the same id again is a duplicate and changes nothing. */
  deviceMessageId: z.coerce
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(128, 'validation.text.tooLong'),
  /**
   * What the device itself read (devices before decision 054 send it). Optional: the server reads
   * `content` with the SMS templates of the sender and the account's bank, and a template's reading
   * wins; these fields are used only when no template reads the message (docs/decisions/057-sms-templates.md).
   */
  direction: optionalFilter(
    z.coerce
      .number()
      .int()
      .max(int4Max, 'validation.integer.tooLarge')
      .refine((v) => v === 0 || v === 1 || v === 2, 'errors.badRequest'),
  ),
  /** Minor units of the account's currency. */
  amount: optionalFilter(
    stored64(z.coerce.number().int('validation.amount.integer').positive('validation.amount.integer')),
  ),
  utr: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
  payerName: text(128),
  cardNumber: text(64),
  sender: text(64),
  content: text(2000),
  /** The balance after this message as the SMS states it (minor units); builds the security chain. */
  balance: optionalFilter(
    stored64(z.coerce.number().int('validation.amount.integer').min(0, 'validation.amount.integer')),
  ),
  /** When the bank's message reached the phone: ISO 8601 with a zone. */
  receivedAt: z.iso.datetime({ offset: true, message: 'validation.dateTime.format' }).transform((v) => new Date(v)),
});

export const monitorReportSchema = z.object({
  resourceId: z.coerce
    .number({ message: 'validation.required' })
    .int()
    .max(int4Max, 'validation.integer.tooLarge')
    .positive('validation.required'),
  state: optionalFilter(
    z.coerce
      .number()
      .int()
      .max(int4Max, 'validation.integer.tooLarge')
      .refine((v) => (monitorStateIds as number[]).includes(v), 'validation.monitorState.invalid'),
  ),
  messages: z.array(reportedMessageSchema).max(100, 'validation.messages.tooMany').default([]),
  /** The monitoring script version the device runs (decision 076); shown on the account. */
  scriptVersion: optionalFilter(scriptVersionSchema),
  ...deviceAuthFields,
});

/** `unread`: kept, but neither a template nor the device read it; it credits nothing. */
export type ReportResult = 'matched' | 'unmatched' | 'ambiguous' | 'duplicate' | 'stored' | 'unread';
export interface MonitorReportAnswer {
  results: { deviceMessageId: string; result: ReportResult; statementId: number | null; orderCode: string | null }[];
}

export interface MonitorLogRow {
  id: number;
  /** The receiving account whose device reported. */
  monitorId: number;
  supplierName: string;
  orderCode: string | null;
  cardNumber: string;
  logPhase: string;
  content: string;
  createTime: string;
}

/** Product 7.5 query-status: whether the order's payment was found among unmatched SMS records. */
export interface OrderQueryResult {
  orderCode: string;
  status: number;
  /** This query confirmed the order. */
  matched: boolean;
  /** The SMS record that paid the order, now or earlier; null when none. */
  statementId: number | null;
}

const pageError = 'validation.orderPage.invalid';
const orderId = z.object({
  id: stored64(
    z.coerce.number({ message: 'validation.required' }).int('validation.required').positive('validation.required'),
  ),
});

export const monitorCalls = {
  /** Public: the monitoring app on the account's phone reports its state and bank SMS, signed. */
  report: call<MonitorReportAnswer>()({
    method: 'POST',
    path: '/v1.0/monitor/report',
    input: monitorReportSchema,
    access: 'public',
    signed: true,
  }),
  getLogList: call<Page<MonitorLogRow>>()({
    method: 'GET',
    path: '/v1.0/monitorLog/getList',
    input: z
      .object({
        pageIndex: z.coerce
          .number({ message: pageError })
          .int(pageError)
          .max(int4Max, 'validation.integer.tooLarge')
          .min(1, pageError)
          .default(1),
        pageSize: z.coerce
          .number({ message: pageError })
          .int(pageError)
          .min(1, pageError)
          .max(100, pageError)
          .default(20),
        monitorId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
        orderCode: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
        cardNumber: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
        logPhase: optionalFilter(z.enum(monitorLogPhases, { message: 'validation.logPhase.invalid' })),
        startTime: optionalFilter(utcDateTimeSchema),
        endTime: optionalFilter(utcDateTimeSchema),
      })
      .superRefine(startNotAfterEnd('startTime', 'endTime')),
    access: monitorLogReaders,
  }),
  /** Deletes the lines older than DataClearCycle days; answers how many and the cut-off. */
  clearLog: call<{ deleted: number; before: string }>()({
    method: 'POST',
    path: '/v1.0/monitorLog/clear',
    input: z.object({}),
    access: ['superAdmin'],
  }),
  /** `id` is the order id, a path parameter. */
  queryStatus: call<OrderQueryResult>()({
    method: 'POST',
    path: '/v1.0/order-query/:id/query-status',
    input: orderId,
    access: orderQueryStaff,
  }),
  supplierQueryStatus: call<OrderQueryResult>()({
    method: 'POST',
    path: '/v1.0/order-query/supplier/:id/query-status',
    input: orderId,
    access: ['supplier'],
  }),
};
