import type { MaintenanceReport, StepUpProof } from '../../../src/contract/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { audit } from '../audit-log/index.ts';
import { requireGoogleCode } from '../user/index.ts';
import { fixChanges, lockChange, reservedChange, resetChanges } from './changes.ts';
import {
  lockBalances,
  lockSupplierAccounts,
  reservationDrift,
  setAccountColumns,
  staleOrderLocks,
  unlockOrders,
  writeReserved,
} from './repository.ts';

/** A deadlock (40P01) or serialization failure (40001) aborts one side; the apply tries again. */
function isRetryable(e: unknown): boolean {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    const code = (cur as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

async function withRetry<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (e) {
      if (attempt >= 3 || !isRetryable(e)) throw e;
    }
  }
}

export async function previewFix(ctx: AuthedContext): Promise<MaintenanceReport> {
  return { action: 'fixSystemResources', applied: false, changes: await fixChanges(ctx.db) };
}

export async function previewReset(ctx: AuthedContext): Promise<MaintenanceReport> {
  return {
    action: 'resetSystemResourcePool',
    applied: false,
    changes: (await resetChanges(ctx.db, ctx.clock.now())).changes,
  };
}

/**
 * Locks in the order every writer of these rows uses, so the apply never waits crosswise with
 * one: the order rows (id order; payment, reselect and timeout lock an order before anything),
 * then the suppliers' accounts (id order; a create locks its account first), then their balance
 * rows (user id order; a create locks its supplier's after the account). Each figure is read
 * again once its row is locked: a create committed before counts, one after waits and adds to
 * the written value through the reservation trigger.
 */
export async function applyFix(ctx: AuthedContext, googleCode: StepUpProof | undefined): Promise<MaintenanceReport> {
  await requireGoogleCode(ctx, null, googleCode);
  const now = ctx.clock.now();
  const changes = await withRetry(ctx.db, async (tx) => {
    const locks = await staleOrderLocks(tx, true);
    // Which suppliers drifted is read first without locks; their rows are then locked and read again.
    const suspects = (await reservationDrift(tx)).map((d) => d.userId);
    await lockSupplierAccounts(tx, suspects);
    await lockBalances(tx, suspects);
    const drift = suspects.length === 0 ? [] : await reservationDrift(tx, suspects);
    await unlockOrders(
      tx,
      locks.map((l) => l.orderId),
      now,
    );
    for (const d of drift) await writeReserved(tx, d.userId, d.recount);
    const all = [...locks.map(lockChange), ...drift.map(reservedChange)];
    await audit(tx, ctx, 'systemConfig.fixSystemResources', 'fixSystemResources', null, { changes: all });
    return all;
  });
  return { action: 'fixSystemResources', applied: true, changes };
}

/** The suspect accounts locked in id order (as a create locks one), their state read again, then written. */
export async function applyReset(ctx: AuthedContext, googleCode: StepUpProof | undefined): Promise<MaintenanceReport> {
  await requireGoogleCode(ctx, null, googleCode);
  const now = ctx.clock.now();
  const changes = await withRetry(ctx.db, async (tx) => {
    const { changes: found } = await resetChanges(tx, now, true);
    for (const c of found) {
      if (c.resourceId === null) continue;
      if (c.field === 'state') await setAccountColumns(tx, c.resourceId, { state: c.after as number });
      if (c.field === 'monitorState') await setAccountColumns(tx, c.resourceId, { monitorState: c.after as number });
      if (c.field === 'lastAllocatedAt') await setAccountColumns(tx, c.resourceId, { lastAllocatedAt: null });
    }
    await audit(tx, ctx, 'systemConfig.resetSystemResourcePool', 'resetSystemResourcePool', null, { changes: found });
    return found;
  });
  return { action: 'resetSystemResourcePool', applied: true, changes };
}
