import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { botFundRecords, botGroups } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseGroupReport } from './parse.ts';

/** A text message of a group, as the bot hands it over. */
export interface GroupMessage {
  chatId: number;
  messageId: number;
  fromUserId: number;
  fromName: string;
  text: string;
}

export type RecordOutcome =
  | { recorded: true; id: number; amount: number; currency: string }
  /** Telegram redelivered a message already recorded. */
  | { recorded: false; reason: 'duplicate'; id: number }
  | { recorded: false; reason: 'notReport' | 'groupNotAllowed' };

const nameMax = 128;

/**
 * Called by the bot for each text message of a group. When the group is bound to a user,
 * whitelisted and not left, and the text is a report (parseGroupReport), writes a pending record
 * for the bound user; nothing else happens until staff confirm it. Idempotent per chat and
 * message id (the unique index decides, so two instances handling one update write one row).
 */
export async function recordGroupReport(db: Db, clock: Clock, message: GroupMessage): Promise<RecordOutcome> {
  const report = parseGroupReport(message.text);
  if (!report) return { recorded: false, reason: 'notReport' };
  const [group] = await db
    .select({ userId: botGroups.userId })
    .from(botGroups)
    .where(and(eq(botGroups.chatId, message.chatId), eq(botGroups.whitelisted, true), isNull(botGroups.leftAt)));
  if (!group || group.userId === null) return { recorded: false, reason: 'groupNotAllowed' };
  const [row] = await db
    .insert(botFundRecords)
    .values({
      chatId: message.chatId,
      messageId: message.messageId,
      userId: group.userId,
      fromUserId: message.fromUserId,
      fromName: message.fromName.slice(0, nameMax),
      text: message.text.trim(),
      amount: report.amount,
      currency: report.currency,
      createdAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: botFundRecords.id });
  if (row) return { recorded: true, id: row.id, ...report };
  const [existing] = await db
    .select({ id: botFundRecords.id })
    .from(botFundRecords)
    .where(and(eq(botFundRecords.chatId, message.chatId), eq(botFundRecords.messageId, message.messageId)));
  return { recorded: false, reason: 'duplicate', id: existing!.id };
}
