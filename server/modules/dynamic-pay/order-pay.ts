import { and, desc, eq } from 'drizzle-orm';
import type { PayInstructions } from '../../../src/contract/index.ts';
import { dynamicPayRecords, type orders } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/context.ts';
import { activeScriptCached } from './active.ts';
import { runAndRecord, scriptInputOf } from './run.ts';
import { isTimeout, switchOffAfterTimeouts } from './timeouts.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * The payment instructions of a collection order whose product has an active pay script
 * (docs/decisions/078-dynamic-pay.md): built once, by the first answer to its create, and recorded
 * with the run; a repeated create (the same mchOrderNo) answers what was recorded. null when the
 * product has no active script, or when the script failed: the order then keeps its account's own
 * instructions, and the failure is in the records.
 */
export async function orderPayInstructions(
  ctx: Pick<HandlerContext, 'db' | 'clock' | 'req'>,
  o: OrderRow,
): Promise<PayInstructions | null> {
  // The order is committed already: nothing here may turn its create into an error.
  return instructionsOrNull(ctx, o).catch((err: unknown) => {
    ctx.req.log.error(
      { err, orderCode: o.orderCode },
      "pay script: could not build or record the instructions; the order keeps its account's own",
    );
    return null;
  });
}

/**
 * What the order's create recorded, without running anything: the payer's checkout page reads
 * this (decision 113), a GET that must never run a script or write a record.
 */
export async function recordedPayInstructions(
  db: HandlerContext['db'],
  orderId: number,
): Promise<PayInstructions | null> {
  const [done] = await db
    .select({ ok: dynamicPayRecords.ok, result: dynamicPayRecords.result })
    .from(dynamicPayRecords)
    .where(and(eq(dynamicPayRecords.orderId, orderId), eq(dynamicPayRecords.testRun, false)))
    .orderBy(desc(dynamicPayRecords.id))
    .limit(1);
  return done?.ok ? (done.result as PayInstructions) : null;
}

async function instructionsOrNull(
  ctx: Pick<HandlerContext, 'db' | 'clock' | 'req'>,
  o: OrderRow,
): Promise<PayInstructions | null> {
  const active = await activeScriptCached(ctx.db, o.productId);
  if (!active) return null;
  const [done] = await ctx.db
    .select({ ok: dynamicPayRecords.ok, result: dynamicPayRecords.result })
    .from(dynamicPayRecords)
    .where(and(eq(dynamicPayRecords.orderId, o.id), eq(dynamicPayRecords.testRun, false)))
    .orderBy(desc(dynamicPayRecords.id))
    .limit(1);
  if (done) return done.ok ? (done.result as PayInstructions) : null;
  const { script, currency } = active;
  const input = await scriptInputOf(ctx.db, o, currency);
  const run = await runAndRecord(
    ctx.db,
    {
      productId: o.productId,
      versionId: script.id,
      version: script.version,
      orderId: o.id,
      orderCode: o.orderCode,
      testRun: false,
      runBy: '',
    },
    script.source,
    input,
    () => ctx.clock.now(),
  );
  if (!run.ok)
    ctx.req.log.warn(
      { orderCode: o.orderCode, productId: o.productId, version: script.version, error: run.error },
      "pay script failed: the order keeps its account's own instructions",
    );
  if (!run.ok && isTimeout(run.error)) {
    const subject = { productId: o.productId, versionId: script.id, version: script.version };
    if (await switchOffAfterTimeouts(ctx.db, ctx.clock.now(), subject))
      ctx.req.log.warn(subject, 'pay script switched off: it reached its time limit too often');
  }
  return run.result;
}
