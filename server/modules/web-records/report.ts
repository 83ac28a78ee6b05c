import {
  type CallParsed,
  type WebRecordReportAnswer,
  type WebRecordReportResult,
  type webRecordCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { HandlerContext } from '../../http/context.ts';
import { type MonitoredDevice, signedReportDevice } from '../bank-statements/index.ts';
import { writeMonitorLog } from '../monitor-log/index.ts';
import { settingValue } from '../system-config/index.ts';
import { amountText, confirmWithRecord, lockOrdersFor, recordLabel } from './matcher.ts';
import { insertRecordIfNew, type WebRecord } from './repository.ts';

type ReportInput = CallParsed<typeof webRecordCalls.report>;
type Reported = ReportInput['records'][number];

/**
 * Matches a stored record to the one order it fits, with that order locked; two fitting orders
 * are left for staff, and so is every USDT transfer while UsdtAuto is off. Used by the report and,
 * for records held by MessageDelay, by the delayed-match job.
 */
export async function matchRecord(
  tx: DbOrTx,
  record: WebRecord,
  cardNumber: string,
  now: Date,
): Promise<{ result: WebRecordReportResult; orderCode: string | null }> {
  const log = (logPhase: 'unmatched' | 'ambiguous', content: string) =>
    writeMonitorLog(tx, { resourceId: record.resourceId, cardNumber, logPhase, content, now });
  // UsdtAuto off: USDT transfers wait for a person (manual match); web messages are not concerned.
  if (record.kind === 'usdt' && !(await settingValue(tx, 'UsdtAuto'))) {
    await log(
      'unmatched',
      `${recordLabel(record)} kept for staff to match by hand: automatic USDT matching (UsdtAuto) is off`,
    );
    return { result: 'stored', orderCode: null };
  }
  const candidates = await lockOrdersFor(tx, record);
  if (candidates.length === 0) {
    await log(
      'unmatched',
      `No waiting order of ${amountText(record.kind, record.amount)} on this account for ${recordLabel(record)}`,
    );
    return { result: 'unmatched', orderCode: null };
  }
  if (candidates.length > 1) {
    await log(
      'ambiguous',
      `Orders ${candidates.map((c) => c.orderCode).join(', ')} all fit ${recordLabel(record)}; left for staff`,
    );
    return { result: 'ambiguous', orderCode: null };
  }
  const order = candidates[0]!;
  await confirmWithRecord(tx, order, record, { now, by: null, cardNumber });
  return { result: 'matched', orderCode: order.orderCode };
}

/**
 * One record in one transaction, like an SMS (bank-statements/report.ts): stored once (the unique
 * (account, kind, device id) index turns a repeat into a duplicate), then matched to the one order
 * it fits, with that order locked; two fitting orders are left for staff.
 */
async function takeRecord(
  ctx: HandlerContext,
  device: MonitoredDevice,
  m: Reported,
  now: Date,
  delaySeconds: number,
): Promise<WebRecordReportAnswer['results'][number]> {
  return ctx.db.transaction(async (tx) => {
    const log = (logPhase: 'report' | 'duplicate', content: string) =>
      writeMonitorLog(tx, { resourceId: device.id, cardNumber: device.cardNumber, logPhase, content, now });
    const answer = (result: WebRecordReportResult, recordId: number | null, orderCode: string | null = null) => ({
      deviceMessageId: m.deviceMessageId,
      result,
      recordId,
      orderCode,
    });
    const record = await insertRecordIfNew(tx, {
      kind: m.kind,
      resourceId: device.id,
      supplierId: device.supplierId,
      amount: m.amount,
      utr: m.utr ?? null,
      payerName: m.payerName,
      txHash: m.txHash ?? null,
      fromAddress: m.fromAddress,
      toAddress: m.toAddress,
      content: m.content,
      deviceMessageId: m.deviceMessageId,
      receivedAt: m.receivedAt,
      createdAt: now,
      matchAfter: delaySeconds > 0 ? new Date(now.getTime() + delaySeconds * 1000) : null,
    });
    if (!record) {
      await log('duplicate', `${m.kind} record ${m.deviceMessageId} was reported before; ignored`);
      return answer('duplicate', null);
    }
    await log(
      'report',
      `${recordLabel(record)}: ${amountText(record.kind, record.amount)} (${record.utr ?? record.txHash ?? '-'}) received ${m.receivedAt.toISOString()}`,
    );
    if (delaySeconds > 0) {
      await log('report', `${recordLabel(record)} held ${delaySeconds} s before it is matched (MessageDelay)`);
      return answer('stored', record.id);
    }
    const matched = await matchRecord(tx, record, device.cardNumber, now);
    return answer(matched.result, record.id, matched.orderCode);
  });
}

/**
 * POST /v1.0/monitor/reportRecords (ours; public): the monitoring device of a receiving account
 * reports the web messages and USDT transfers it read, signed exactly like /monitor/report
 * (signedReportDevice). A signed report also shows the device is alive.
 */
export async function receiveRecordReport(input: ReportInput, ctx: HandlerContext): Promise<WebRecordReportAnswer> {
  const now = ctx.clock.now();
  const device = await signedReportDevice(ctx, input, 'Record report', now);
  const results: WebRecordReportAnswer['results'] = [];
  // MessageDelay: seconds a record waits, stored, before it may confirm an order (read once per report).
  const delaySeconds = Number(await settingValue(ctx.db, 'MessageDelay'));
  for (const m of input.records) results.push(await takeRecord(ctx, device, m, now, delaySeconds));
  return { results };
}
