import {
  StatementDirection,
  type CallParsed,
  type MonitorReportAnswer,
  type ReportResult,
  type monitorCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { HandlerContext } from '../../http/context.ts';
import { writeMonitorLog } from '../monitor-log/index.ts';
import { readReportedSms } from '../sms-templates/index.ts';
import { settingValue } from '../system-config/index.ts';
import { confirmWithStatement, lockOrdersPaying, money } from './matcher.ts';
import { insertStatementIfNew, type StatementRecord } from './repository.ts';
import { signedReportDevice, type MonitoredDevice } from './signed-report.ts';

type ReportInput = CallParsed<typeof monitorCalls.report>;
type Message = ReportInput['messages'][number];

const directionName = ['income', 'expense', 'reversal'] as const;

/** What the server takes a message to say; null fields: the message stays unread. */
interface Reading {
  direction: number;
  amount: number;
  utr: string | null;
  balance: number | null;
  statedAt: Date | null;
  /** How it was read, for the monitor log. */
  by: string;
}

/**
 * A template's reading wins over the device's own fields: the platform's operators keep the
 * templates, a device's parser is whatever version the phone runs. The device's fields still
 * serve while no template reads its bank's texts (devices from before decision 054); with neither
 * the message is unread.
 */
async function readMessage(ctx: HandlerContext, device: MonitoredDevice, m: Message): Promise<Reading | null> {
  const read = await readReportedSms(ctx.db, { sender: m.sender, content: m.content, bankName: device.bankName });
  if (read) {
    const differs =
      m.amount !== undefined && m.amount !== read.reading.amount ? `; the device said ${money(m.amount)}` : '';
    return {
      direction: read.direction,
      amount: read.reading.amount,
      utr: read.reading.utr ?? m.utr ?? null,
      balance: read.reading.balance ?? m.balance ?? null,
      statedAt: read.reading.time ? new Date(read.reading.time) : null,
      by: `read by SMS template ${read.templateId}${differs}`,
    };
  }
  if (m.direction === undefined || m.amount === undefined) return null;
  return {
    direction: m.direction,
    amount: m.amount,
    utr: m.utr ?? null,
    balance: m.balance ?? null,
    statedAt: null,
    by: 'as the device read it',
  };
}

/**
 * Matches a stored income to the one order it fits, with that order locked. Two fitting orders
 * are ambiguous: nobody can tell which payer paid, so staff decide. Used by the report and, for
 * incomes held by MessageDelay, by the delayed-match job.
 */
export async function matchIncome(
  tx: DbOrTx,
  statement: StatementRecord,
  cardNumber: string,
  now: Date,
): Promise<{ result: ReportResult; orderCode: string | null }> {
  const log = (logPhase: 'unmatched' | 'ambiguous', content: string) =>
    writeMonitorLog(tx, { resourceId: statement.resourceId, cardNumber, logPhase, content, now });
  const candidates = await lockOrdersPaying(tx, statement.resourceId, statement.amount, statement.receivedAt);
  if (candidates.length === 0) {
    await log(
      'unmatched',
      `No waiting order of ${money(statement.amount)} on this account for SMS record ${statement.id}`,
    );
    return { result: 'unmatched', orderCode: null };
  }
  if (candidates.length > 1) {
    await log(
      'ambiguous',
      `Orders ${candidates.map((c) => c.orderCode).join(', ')} all fit SMS record ${statement.id}; left for staff`,
    );
    return { result: 'ambiguous', orderCode: null };
  }
  const order = candidates[0]!;
  await confirmWithStatement(tx, order, statement, { now, by: null, cardNumber });
  return { result: 'matched', orderCode: order.orderCode };
}

/**
 * One message in one transaction: stored once (the unique (resource, device message id) index
 * turns a repeat, even a concurrent one, into a duplicate), then an income is matched to the one
 * order it fits, with that order locked. Two fitting orders are ambiguous: nobody can tell which
 * payer paid, so staff decide.
 */
async function takeMessage(
  ctx: HandlerContext,
  device: MonitoredDevice,
  m: Message,
  now: Date,
  delaySeconds: number,
): Promise<MonitorReportAnswer['results'][number]> {
  const read = await readMessage(ctx, device, m);
  const held = read?.direction === StatementDirection.income && delaySeconds > 0;
  return ctx.db.transaction(async (tx) => {
    const log = (logPhase: 'report' | 'duplicate', content: string, orderCode: string | null = null) =>
      writeMonitorLog(tx, { resourceId: device.id, cardNumber: device.cardNumber, logPhase, content, orderCode, now });
    const statement = await insertStatementIfNew(tx, {
      resourceId: device.id,
      supplierId: device.supplierId,
      direction: read?.direction ?? StatementDirection.income,
      amount: read?.amount ?? 0,
      utr: read?.utr ?? null,
      payerName: m.payerName,
      cardNumber: m.cardNumber,
      sender: m.sender,
      content: m.content,
      balance: read?.balance ?? null,
      unread: read === null,
      statedAt: read?.statedAt ?? null,
      deviceMessageId: m.deviceMessageId,
      receivedAt: m.receivedAt,
      createdAt: now,
      matchAfter: held ? new Date(now.getTime() + delaySeconds * 1000) : null,
    });
    const answer = (result: ReportResult, statementId: number | null, orderCode: string | null = null) => ({
      deviceMessageId: m.deviceMessageId,
      result,
      statementId,
      orderCode,
    });
    if (!statement) {
      await log('duplicate', `Message ${m.deviceMessageId} was reported before; ignored`);
      return answer('duplicate', null);
    }
    if (!read) {
      await log(
        'report',
        `SMS record ${statement.id} from ${m.sender || '-'}: no SMS template reads it; kept unread, nothing credited`,
      );
      return answer('unread', statement.id);
    }
    const what = `${directionName[read.direction] ?? 'income'} ${money(read.amount)} (UTR ${read.utr ?? '-'}, from ${m.sender || '-'}) received ${m.receivedAt.toISOString()}, ${read.by}`;
    await log('report', `SMS record ${statement.id}: ${what}`);
    if (read.direction !== StatementDirection.income) return answer('stored', statement.id);
    if (held) {
      await log('report', `SMS record ${statement.id} held ${delaySeconds} s before it is matched (MessageDelay)`);
      return answer('stored', statement.id);
    }
    const matched = await matchIncome(tx, statement, device.cardNumber, now);
    return answer(matched.result, statement.id, matched.orderCode);
  });
}

/**
 * POST /v1.0/monitor/report (ours; public): the monitoring app of a receiving account reports its
 * state and the bank messages it read, signed with the account's monitor key (signedReportDevice).
 */
export async function receiveMonitorReport(input: ReportInput, ctx: HandlerContext): Promise<MonitorReportAnswer> {
  const now = ctx.clock.now();
  const device = await signedReportDevice(ctx, input, 'Report', now);
  const results: MonitorReportAnswer['results'] = [];
  // In order, one transaction each: a failure of one message keeps the ones before it.
  // MessageDelay: seconds an income waits, stored, before it may confirm an order (read once per report).
  const delaySeconds = Number(await settingValue(ctx.db, 'MessageDelay'));
  for (const m of input.messages) results.push(await takeMessage(ctx, device, m, now, delaySeconds));
  return { results };
}
