import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { beijingTimeZone, startOfZonedDay, zonedDay } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { fundRecords } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { settingValue } from '../system-config/index.ts';
import { allTargetGroups, sendToGroup } from './groups.ts';
import { claimMark, releaseMark } from './marks.ts';
import type { BotMessenger } from './messenger.ts';
import { dailyFundRecordText, digestMaxLines, type DayFigures } from './texts.ts';

/**
 * The day's zone: Beijing time when OrderStatisticsTimeFormat is on (as the statistics), else UTC
 * (a job has no browser whose zone it could take).
 */
export async function digestTimeZone(db: Db): Promise<string> {
  return (await settingValue(db, 'OrderStatisticsTimeFormat')) === true ? beijingTimeZone : 'UTC';
}

function previousDay(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** One user's fund records of a day: count, credits, debits, and the balance after the day's last record. */
export async function dayFigures(db: Db, userId: number, day: string, timeZone: string): Promise<DayFigures> {
  const from = startOfZonedDay(day, timeZone);
  const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const to = startOfZonedDay(nextDay, timeZone);
  const [sums] = await db
    .select({
      count: sql<number>`count(*)::int`,
      credits: sql<string>`coalesce(sum(${fundRecords.amount}) filter (where ${fundRecords.amount} > 0), 0)::text`,
      debits: sql<string>`coalesce(sum(${fundRecords.amount}) filter (where ${fundRecords.amount} < 0), 0)::text`,
    })
    .from(fundRecords)
    .where(and(eq(fundRecords.userId, userId), gte(fundRecords.createdAt, from), lt(fundRecords.createdAt, to)));
  const [last] = await db
    .select({ balanceAfter: fundRecords.balanceAfter })
    .from(fundRecords)
    .where(and(eq(fundRecords.userId, userId), lt(fundRecords.createdAt, to)))
    .orderBy(desc(fundRecords.createdAt), desc(fundRecords.id))
    .limit(1);
  const first = await db
    .select({
      createdAt: fundRecords.createdAt,
      reason: fundRecords.reason,
      amount: fundRecords.amount,
      balanceAfter: fundRecords.balanceAfter,
    })
    .from(fundRecords)
    .where(and(eq(fundRecords.userId, userId), gte(fundRecords.createdAt, from), lt(fundRecords.createdAt, to)))
    .orderBy(asc(fundRecords.createdAt), asc(fundRecords.id))
    .limit(digestMaxLines);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return {
    day,
    timeZone,
    count: sums?.count ?? 0,
    credits: Number(sums?.credits ?? 0),
    debits: Number(sums?.debits ?? 0),
    closingBalance: last?.balanceAfter ?? 0,
    lines: first.map((r) => ({
      time: clock.format(r.createdAt),
      reason: r.reason,
      amount: r.amount,
      balanceAfter: r.balanceAfter,
    })),
  };
}

/**
 * BotAutoSendFundRecord: once the day has ended (in digestTimeZone), each bound, whitelisted group
 * gets its user's fund records of that day as a summary, once: the mark `digest:<day>` per group is
 * claimed before the send. Only the last ended day is sent; a day missed while the flag was off
 * or the server down is not sent later. Answers how many messages went out.
 */
export async function runDailyFundRecords(
  db: Db,
  clock: Clock,
  messenger: BotMessenger,
  log: (e: unknown) => void,
): Promise<number> {
  if ((await settingValue(db, 'BotAutoSendFundRecord')) !== true) return 0;
  const now = clock.now();
  const timeZone = await digestTimeZone(db);
  const day = previousDay(zonedDay(now, timeZone));
  const mark = `digest:${day}`;
  const figures = new Map<number, DayFigures>();
  let sent = 0;
  for (const group of await allTargetGroups(db)) {
    if (!(await claimMark(db, group.chatId, mark, now))) continue;
    try {
      const f = figures.get(group.userId) ?? (await dayFigures(db, group.userId, day, timeZone));
      figures.set(group.userId, f);
      if (await sendToGroup((c, t) => messenger.send(c, t), group, dailyFundRecordText(group.language, f), log)) sent++;
      else await releaseMark(db, group.chatId, mark);
    } catch (e) {
      await releaseMark(db, group.chatId, mark);
      throw e;
    }
  }
  return sent;
}
