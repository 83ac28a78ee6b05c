import { sql, type SQL } from 'drizzle-orm';
import { OrderMark, OrderStatus, type RetentionCounts } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { settingValue } from '../system-config/index.ts';

/**
 * Finished orders: no payment, reservation, reject or confirmation is pending on them. Allocated,
 * processing, submitted, to-be-confirmed and rejecting orders are open; created/creating ones may
 * still be allocated. Integers from the contract, never input.
 */
export const finishedStatuses = [
  OrderStatus.timedOut,
  OrderStatus.callbackSuccessful,
  OrderStatus.callbackFailed,
  OrderStatus.successful,
  OrderStatus.rejected,
  OrderStatus.allocationFailed,
  OrderStatus.failed,
] as const;
const finished = sql.raw(`(${finishedStatuses.map(Number).join(',')})`);

/**
 * The orders a run may move, as a condition on alias `o`: finished, created and last changed
 * before the cut-off, no callback still due (the callback job would look for it), not held by a
 * reject (locked), not marked disputed. Orders never belong to a payout batch (payouts are their
 * own table and stay).
 */
export function eligible(cutoff: Date): SQL {
  const at = cutoff.toISOString();
  return sql`o.status in ${finished} and o.created_at < ${at}::timestamptz and o.updated_at < ${at}::timestamptz
    and o.callback_next_at is null and not o.locked and o.order_mark is distinct from ${OrderMark.disputed}`;
}

/** DataClearCycle days before now: the cycle is validated 1..36,500 (system-settings). */
export async function retentionCutoff(db: DbOrTx, now: Date): Promise<{ cutoff: Date; days: number }> {
  const days = Math.max(1, Number(await settingValue(db, 'DataClearCycle')) || 90);
  return { cutoff: new Date(now.getTime() - days * 86_400_000), days };
}

const n = (v: unknown) => Number(v ?? 0);

/** What a run would move now: the same condition and the same joins as a batch, counted. */
export async function countEligible(db: DbOrTx, cutoff: Date): Promise<RetentionCounts> {
  const result = await db.execute(sql`with e as (select o.order_code from orders o where ${eligible(cutoff)})
    select (select count(*) from e) as orders,
      (select count(*) from order_callbacks c join e on c.order_code = e.order_code) as callbacks,
      (select count(*) from monitor_logs m join e on m.order_code = e.order_code) as monitor,
      (select count(*) from bank_statements s join e on s.matched_order_code = e.order_code) as statements,
      (select count(*) from web_records w join e on w.matched_order_code = e.order_code) as web`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    orders: n(row.orders),
    orderCallbacks: n(row.callbacks),
    monitorLogs: n(row.monitor),
    bankStatements: n(row.statements),
    webRecords: n(row.web),
  };
}
