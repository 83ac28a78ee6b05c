import { eq } from 'drizzle-orm';
import { Code, OrderStatus, type AuditAction, type OrderRow } from '../../../../src/contract/index.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { orders } from '../../../db/schema.ts';
import type { AuthedContext } from '../../../http/context.ts';
import { ApiError } from '../../../http/errors.ts';
import { audit } from '../../audit-log/index.ts';
import { toOrderRow } from '../order-columns.ts';
import { tellOrderMove } from '../outcome-events.ts';
import { lockOrder, updateOrder, type OrderRecord } from '../records-repository.ts';
import { pageOrders } from '../repository.ts';

export type OrderChanges = Partial<typeof orders.$inferInsert>;

/** What an action did to the locked order; `refuse` is answered after the changes are committed. */
export interface ActionOutcome {
  changes: OrderChanges;
  /** Extra facts for the audit record's `after` (money moved, reason), beside the changed fields. */
  note?: Record<string, unknown>;
  refuse?: ApiError;
}

/** The order as getList shows it to the caller's role. */
export async function orderRowOf(tx: DbOrTx, id: number, ctx: AuthedContext): Promise<OrderRow> {
  const { rows } = await pageOrders(tx, eq(orders.id, id), { pageIndex: 1, pageNum: 1 }, 1);
  const row = rows[0];
  if (!row) throw new ApiError(Code.notFound, 'errors.orderNotFound');
  return toOrderRow(row, ctx.auth.user.role);
}

const jsonable = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/**
 * The frame of every order action: one transaction, the order row locked before anything is
 * checked, `apply` checks the move (state machine) and writes, the audit record holds the changed
 * fields before and after, and the answer is the order as the list shows it. An action that
 * finds nothing to change and refuses writes nothing.
 */
export async function actOnOrder(
  ctx: AuthedContext,
  key: { orderCode: string } | { id: number },
  action: AuditAction,
  apply: (tx: DbOrTx, order: OrderRecord, now: Date) => Promise<ActionOutcome>,
): Promise<OrderRow> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, key);
    if (!order) throw new ApiError(Code.notFound, 'errors.orderNotFound');
    const { changes, note, refuse } = await apply(tx, order, now);
    const keys = Object.keys(changes) as (keyof OrderChanges)[];
    if (keys.length === 0 && refuse) throw refuse;
    const touched = keys.filter((k) => k !== 'updatedAt');
    if (keys.length > 0) await updateOrder(tx, order.id, { ...changes, updatedAt: now });
    // A move to Successful went through markPaid, which told it; every other move is told here.
    if (changes.status !== undefined && changes.status !== OrderStatus.successful)
      await tellOrderMove(tx, order, { ...order, ...changes, updatedAt: now } as OrderRecord, now);
    const before = Object.fromEntries(touched.map((k) => [k, jsonable(order[k])]));
    const after = { ...Object.fromEntries(touched.map((k) => [k, jsonable(changes[k])])), ...note };
    await audit(tx, ctx, action, order.orderCode, before, after);
    return { row: await orderRowOf(tx, order.id, ctx), refuse };
  });
  if (result.refuse) throw result.refuse;
  return result.row;
}
