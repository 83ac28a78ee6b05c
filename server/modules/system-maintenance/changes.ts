import { MonitorState, type MaintenanceChange } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { settingValue } from '../system-config/index.ts';
import {
  poolStateRows,
  poolStateSuspects,
  reservationDrift,
  staleOrderLocks,
  type PoolStateRow,
  type ReservationDrift,
  type StaleOrderLock,
} from './repository.ts';

/** A lock left on an order, as fixSystemResources reports its release. */
export const lockChange = (l: StaleOrderLock): MaintenanceChange => ({
  resourceId: l.resourceId,
  accountName: l.accountName,
  accountNumber: l.accountNumber,
  supplierId: l.supplierId,
  supplierAccount: l.supplierAccount,
  orderCode: l.orderCode,
  field: 'locked',
  before: true,
  after: false,
});

/** A supplier reservation set to the recount of its orders. */
export const reservedChange = (d: ReservationDrift): MaintenanceChange => ({
  resourceId: null,
  accountName: '',
  accountNumber: '',
  supplierId: d.userId,
  supplierAccount: d.account,
  orderCode: null,
  field: 'reserved',
  before: d.reserved,
  after: d.recount,
});

/**
 * fixSystemResources: the counters and the locks. Every order lock left outside Rejecting, and
 * every supplier reservation that differs from the recount of its orders. The dry run answers
 * this list; the apply reads the same under the locks and writes exactly what it answers.
 */
export async function fixChanges(db: DbOrTx): Promise<MaintenanceChange[]> {
  return [...(await staleOrderLocks(db)).map(lockChange), ...(await reservationDrift(db)).map(reservedChange)];
}

/** Seconds of silence after which a device counts as offline (the keep-alive job's rule). */
export async function silentBefore(db: DbOrTx, now: Date): Promise<Date> {
  const seconds = Math.max(1, Number(await settingValue(db, 'MonitorLiveTime')));
  return new Date(now.getTime() - seconds * 1000);
}

/** What reset changes on one account: none, one or several fields. */
function accountChanges(r: PoolStateRow, now: Date, silent: Date): MaintenanceChange[] {
  const base = {
    resourceId: r.id,
    accountName: r.accountName,
    accountNumber: r.accountNumber,
    supplierId: r.supplierId,
    supplierAccount: r.supplierAccount,
    orderCode: null,
  };
  const out: MaintenanceChange[] = [];
  if (r.deletedAt !== null) {
    if (r.state === 0) out.push({ ...base, field: 'state', before: 0, after: 1 });
    return out;
  }
  if (r.lastAllocatedAt !== null && r.lastAllocatedAt > now) {
    out.push({ ...base, field: 'lastAllocatedAt', before: r.lastAllocatedAt.toISOString(), after: null });
  }
  if (
    r.monitorState !== MonitorState.offline &&
    r.monitorKey !== '' &&
    r.monitorLastSeenAt !== null &&
    r.monitorLastSeenAt < silent
  ) {
    out.push({ ...base, field: 'monitorState', before: r.monitorState, after: MonitorState.offline });
  }
  return out;
}

/**
 * resetSystemResourcePool: pool membership. An account is in the pool allocation draws from when
 * it is live, enabled and its device not offline, and it takes its turn by lastAllocatedAt.
 * Answers the accounts whose stored state says otherwise, read under their locks when `lock`.
 */
export async function resetChanges(
  db: DbOrTx,
  now: Date,
  lock = false,
): Promise<{ changes: MaintenanceChange[]; ids: number[] }> {
  const silent = await silentBefore(db, now);
  const rows = await poolStateRows(db, poolStateSuspects(now, silent), lock);
  return { changes: rows.flatMap((r) => accountChanges(r, now, silent)), ids: rows.map((r) => r.id) };
}
