import { sql } from 'drizzle-orm';
import type { RetentionCounts } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { eligible } from './eligible.ts';

const n = (v: unknown) => Number(v ?? 0);

/**
 * One batch in one statement: up to `limit` eligible orders are locked (SKIP LOCKED: an order a
 * payment, callback or staff action holds is left for the next run, and no writer waits on us),
 * deleted and inserted into orders_archive, and every callback, monitor line, SMS and web record of
 * them moves with them. Their callback events (the outbox) and checkout tokens are deleted, not
 * archived (decision 132): an archived order is past every re-send and its pay page is gone; the
 * archived attempts keep each event's id and body. The archives have their hot tables' columns in the same order, so
 * `select *` carries a row whole. Fund records and balances are never touched: the reservation
 * trigger on orders ignores finished statuses.
 */
export async function moveBatch(tx: DbOrTx, cutoff: Date, limit: number): Promise<RetentionCounts> {
  const result = await tx.execute(sql`with picked as (
      select o.id from orders o where ${eligible(cutoff)} order by o.id limit ${limit} for update skip locked
    ), moved as (
      delete from orders o using picked p where o.id = p.id returning o.*
    ), a_orders as (
      insert into orders_archive select * from moved returning 1
    ), callbacks as (
      delete from order_callbacks c using moved m where c.order_code = m.order_code returning c.*
    ), a_callbacks as (
      insert into order_callbacks_archive select * from callbacks returning 1
    ), monitor as (
      delete from monitor_logs l using moved m where l.order_code = m.order_code returning l.*
    ), a_monitor as (
      insert into monitor_logs_archive select * from monitor returning 1
    ), statements as (
      delete from bank_statements s using moved m where s.matched_order_code = m.order_code returning s.*
    ), a_statements as (
      insert into bank_statements_archive select * from statements returning 1
    ), web as (
      delete from web_records w using moved m where w.matched_order_code = m.order_code returning w.*
    ), a_web as (
      insert into web_records_archive select * from web returning 1
    ), events as (
      delete from callback_events e using moved m where e.order_code = m.order_code returning 1
    ), tokens as (
      delete from checkout_tokens t using moved m where t.order_code = m.order_code returning 1
    )
    select (select count(*) from a_orders) as orders, (select count(*) from a_callbacks) as callbacks,
      (select count(*) from a_monitor) as monitor, (select count(*) from a_statements) as statements,
      (select count(*) from a_web) as web, (select count(*) from events) as events,
      (select count(*) from tokens) as tokens`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    orders: n(row.orders),
    orderCallbacks: n(row.callbacks),
    monitorLogs: n(row.monitor),
    bankStatements: n(row.statements),
    webRecords: n(row.web),
  };
}
