import { and, eq, exists, gt, gte, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { supplementQueueStatusIds } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { botGroups, botOrderReminders, orders } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { settingValue } from '../system-config/index.ts';
import { groupsOfUsers, sendToGroup } from './groups.ts';
import type { BotMessenger } from './messenger.ts';
import { supplementReminderText, type WaitingOrderLine } from './texts.ts';

const minute = 60_000;
/** An order is first reminded of once it has waited this long: the payer had time to pay. */
export const reminderFirstAfterMs = 10 * minute;
/** Then again every this long while it still waits. */
export const reminderEveryMs = 30 * minute;
/** An order older than this is no longer reminded of (a forgotten timed-out order would nag forever). */
export const reminderWindowMs = 24 * 60 * minute;
/** Orders claimed per run; the next run takes the rest. */
const batch = 500;

/**
 * BotConstantReminder: each supplier's groups are told of the supplier's orders waiting for a
 * supplement (allocated, processing, timed out: `supplementQueueStatusIds`, docs/decisions/README.md "The
 * supplier's queue"), first when an order has waited reminderFirstAfterMs, then every
 * reminderEveryMs, until it leaves those statuses (supplemented, rejected, …) or is a day old.
 * An order is claimed by an upsert that only succeeds when its last reminder is an interval old,
 * so instances running this together remind of each order once per interval. Answers how many
 * messages went out.
 */
export async function runSupplementReminders(
  db: Db,
  clock: Clock,
  messenger: BotMessenger,
  log: (e: unknown) => void,
): Promise<number> {
  if ((await settingValue(db, 'BotConstantReminder')) !== true) return 0;
  const now = clock.now();
  const dueBefore = new Date(now.getTime() - reminderEveryMs);
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...supplementQueueStatusIds]),
        isNotNull(orders.supplierId),
        gte(orders.createdAt, new Date(now.getTime() - reminderWindowMs)),
        lte(orders.createdAt, new Date(now.getTime() - reminderFirstAfterMs)),
        exists(
          db
            .select({ one: sql`1` })
            .from(botGroups)
            .where(
              and(eq(botGroups.userId, orders.supplierId), eq(botGroups.whitelisted, true), isNull(botGroups.leftAt)),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(botOrderReminders)
            .where(and(eq(botOrderReminders.orderId, orders.id), gt(botOrderReminders.lastSentAt, dueBefore))),
        ),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(batch);
  if (candidates.length === 0) return 0;

  const claimed = await db
    .insert(botOrderReminders)
    .values(candidates.map((c) => ({ orderId: c.id, lastSentAt: now })))
    .onConflictDoUpdate({
      target: botOrderReminders.orderId,
      set: { lastSentAt: now, sentCount: sql`${botOrderReminders.sentCount} + 1` },
      setWhere: lte(botOrderReminders.lastSentAt, dueBefore),
    })
    .returning({ orderId: botOrderReminders.orderId });
  if (claimed.length === 0) return 0;

  // Read again after the claim: an order supplemented meanwhile is not announced as waiting.
  const waiting = await db
    .select({
      supplierId: orders.supplierId,
      orderCode: orders.orderCode,
      mchOrderNo: orders.mchOrderNo,
      amount: orders.amount,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        inArray(
          orders.id,
          claimed.map((c) => c.orderId),
        ),
        inArray(orders.status, [...supplementQueueStatusIds]),
      ),
    )
    .orderBy(orders.createdAt);
  const bySupplier = new Map<number, WaitingOrderLine[]>();
  for (const o of waiting) {
    if (o.supplierId === null) continue;
    const lines = bySupplier.get(o.supplierId) ?? [];
    lines.push({
      orderCode: o.orderCode,
      mchOrderNo: o.mchOrderNo,
      amount: o.amount,
      status: o.status,
      minutesWaiting: Math.floor((now.getTime() - o.createdAt.getTime()) / minute),
    });
    bySupplier.set(o.supplierId, lines);
  }
  let sent = 0;
  for (const group of await groupsOfUsers(db, [...bySupplier.keys()])) {
    const lines = bySupplier.get(group.userId) ?? [];
    if (await sendToGroup((c, t) => messenger.send(c, t), group, supplementReminderText(group.language, lines), log))
      sent++;
  }
  return sent;
}
