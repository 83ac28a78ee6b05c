import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { botGroups, botSentMarks, orderCallbacks, orders } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { settingValue } from '../system-config/index.ts';
import { groupsOfUsers, sendToGroup } from './groups.ts';
import { claimMark, releaseMark } from './marks.ts';
import type { BotMessenger } from './messenger.ts';
import { callbackFailedText } from './texts.ts';

/** Orders that became Callback Failed longer ago than this are not announced (turning the setting on does not flood groups). */
export const announceWindowMs = 24 * 3_600_000;
const batch = 200;

/** The link of an announcement: BotRemindCallbackUrl with the order code as the `orderCode` query parameter. */
export function callbackLink(base: string, orderCode: string): string {
  const url = new URL(base);
  url.searchParams.set('orderCode', orderCode);
  return url.toString();
}

/**
 * BotRemindCallbackUrl: a callback whose automatic tries are used up (the order is Callback Failed,
 * server/modules/order-callbacks/record-attempt.ts) is announced once in each of the merchant's groups,
 * with a link to its attempts. A job reads the orders after the fact, so the callback path itself
 * never waits on Telegram. The setting empty: no announcements. Answers how many messages went out.
 */
export async function runCallbackFailureAnnouncements(
  db: Db,
  clock: Clock,
  messenger: BotMessenger,
  log: (e: unknown) => void,
): Promise<number> {
  const base = String(await settingValue(db, 'BotRemindCallbackUrl'));
  if (base === '') return 0;
  const now = clock.now();
  const failed = await db
    .select({
      merchantId: orders.merchantId,
      orderCode: orders.orderCode,
      mchOrderNo: orders.mchOrderNo,
      amount: orders.amount,
      attempts: orders.callbackCount,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, OrderStatus.callbackFailed),
        gte(orders.updatedAt, new Date(now.getTime() - announceWindowMs)),
        // Some group of the merchant has not had it yet: announced ones do not crowd out the batch.
        sql`exists (select 1 from ${botGroups} g where g.user_id = ${orders.merchantId} and g.whitelisted and g.left_at is null
          and not exists (select 1 from ${botSentMarks} m where m.chat_id = g.chat_id and m.mark = 'callback:' || ${orders.orderCode}))`,
      ),
    )
    .orderBy(desc(orders.updatedAt))
    .limit(batch);
  if (failed.length === 0) return 0;
  const groups = await groupsOfUsers(db, [...new Set(failed.map((f) => f.merchantId))]);
  let sent = 0;
  for (const order of failed) {
    const targets = groups.filter((g) => g.userId === order.merchantId);
    if (targets.length === 0) continue;
    const mark = `callback:${order.orderCode}`;
    let lastResult: string | null = null;
    for (const group of targets) {
      if (!(await claimMark(db, group.chatId, mark, now))) continue;
      lastResult ??= await lastAttemptResult(db, order.orderCode);
      const text = callbackFailedText(group.language, {
        ...order,
        lastResult,
        link: callbackLink(base, order.orderCode),
      });
      if (await sendToGroup((c, t) => messenger.send(c, t), group, text, log)) sent++;
      else await releaseMark(db, group.chatId, mark);
    }
  }
  return sent;
}

/** "HTTP 500", or the error of the newest attempt (no answer: refused, timed out), at most 100 characters. */
async function lastAttemptResult(db: Db, orderCode: string): Promise<string> {
  const [a] = await db
    .select({ status: orderCallbacks.responseStatus, error: orderCallbacks.error })
    .from(orderCallbacks)
    .where(eq(orderCallbacks.orderCode, orderCode))
    .orderBy(desc(orderCallbacks.createdAt), desc(orderCallbacks.id))
    .limit(1);
  if (!a) return '-';
  const text = a.status !== null ? `HTTP ${a.status}${a.error ? ` ${a.error}` : ''}` : a.error || '-';
  return text.slice(0, 100);
}
