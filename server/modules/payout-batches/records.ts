import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  Code,
  PayoutBatchStatus,
  PayoutStatus,
  isStaff,
  type PayoutBatchRow,
  type PayoutBatchStatusId,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payoutBatches, payoutOrders, products } from '../../db/schema.ts';
import type { AuthUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { enabledResource, joinedBatch, lockBatchRow, type BatchRecord, type ResourceRecord } from './repository.ts';

export type { BatchRecord, ResourceRecord };

/** Receiving-account types that pay payouts out (product 2.3): only these can back a batch. */
export const payoutResourceTypes = ['indiaAutoPayout', 'razorpayPayProxy', 'uSDTPayProxy'];

const B = PayoutBatchStatus;
const statusNames: Record<number, string> = {
  [B.created]: 'created',
  [B.exported]: 'exported',
  [B.confirmed]: 'confirmed',
  [B.exception]: 'exception',
};

/**
 * Which batch moves are allowed from which status: export from created or exported (re-export),
 * confirm only once exported (its orders are Ready to process), abnormal before it is final.
 */
const allowed: Record<'export' | 'confirm' | 'abnormal', readonly PayoutBatchStatusId[]> = {
  export: [B.created, B.exported],
  confirm: [B.exported],
  abnormal: [B.created, B.exported],
};
const actionWords = { export: 'exported', confirm: 'confirmed', abnormal: 'marked abnormal' } as const;

export function checkBatchMove(batch: BatchRecord, action: keyof typeof allowed): void {
  if (!(allowed[action] as readonly number[]).includes(batch.status)) {
    throw new ApiError(Code.conflict, 'errors.payoutBatchTransitionInvalid', {
      batchNo: batch.batchNo,
      from: statusNames[batch.status] ?? String(batch.status),
      action: actionWords[action],
    });
  }
}

/** Staff see every batch; a supplier the batches it pays. */
export function batchScope(user: AuthUser): SQL | undefined {
  if (isStaff(user.role)) return undefined;
  if (user.role === 'supplier') return eq(payoutBatches.supplierId, user.id);
  return sql`false`;
}

/** Locks a batch the caller may act on; anyone else's answers as unknown. */
export async function lockBatch(tx: DbOrTx, user: AuthUser, id: number): Promise<BatchRecord> {
  const row = await lockBatchRow(tx, id);
  if (!row || (!isStaff(user.role) && row.supplierId !== user.id))
    throw new ApiError(Code.notFound, 'errors.payoutBatchNotFound');
  return row;
}

/** An enabled payout account the caller may batch with: a supplier only its own. */
export async function usableResource(db: DbOrTx, user: AuthUser, id: number): Promise<ResourceRecord> {
  const r = await enabledResource(db, id, payoutResourceTypes);
  if (!r || (!isStaff(user.role) && r.supplierId !== user.id))
    throw new ApiError(Code.notFound, 'errors.payoutBatchResourceInvalid');
  return r;
}

/**
 * Orders this resource can pay in a batch now: awaiting payment, in no batch, unassigned or
 * already its supplier's, of a product this type of account pays.
 */
export function batchable(r: Pick<ResourceRecord, 'supplierId' | 'type'>): SQL {
  return and(
    eq(payoutOrders.status, PayoutStatus.awaitingPayment),
    isNull(payoutOrders.batchId),
    // A test payout is paid by nobody (decision 130).
    eq(payoutOrders.test, false),
    or(isNull(payoutOrders.supplierId), eq(payoutOrders.supplierId, r.supplierId)),
    inArray(
      payoutOrders.productId,
      sql`(select ${products.id} from ${products} where ${products.resourceType} = ${r.type})`,
    ),
  )!;
}

export function resourceLabel(
  r: Pick<ResourceRecord, 'id' | 'bankName' | 'accountName' | 'cardNumber' | 'walletNickname'>,
): string {
  if (r.walletNickname) return r.walletNickname;
  const tail = r.cardNumber ? ` ****${r.cardNumber.slice(-4)}` : '';
  return `${r.bankName || r.accountName || `#${r.id}`}${tail}`;
}

export interface JoinedBatch {
  b: BatchRecord;
  supplierName: string | null;
  r: { id: number; bankName: string; accountName: string; cardNumber: string; walletNickname: string } | null;
}

export function toBatchRow({ b, supplierName, r }: JoinedBatch): PayoutBatchRow {
  return {
    id: b.id,
    batchNo: b.batchNo,
    templateId: b.templateId,
    resourceId: b.resourceId,
    resourceName: r ? resourceLabel(r) : `#${b.resourceId}`,
    supplierId: b.supplierId,
    supplierName: supplierName ?? '',
    status: b.status,
    maxOrders: b.maxOrders,
    amountLimit: b.amountLimit,
    orderCount: b.orderCount,
    totalAmount: b.totalAmount,
    exceptionCount: b.exceptionCount,
    exceptionAmount: b.exceptionAmount,
    fileName: b.fileName,
    exportCount: b.exportCount,
    createTime: b.createdAt.toISOString(),
    exportedTime: b.exportedAt?.toISOString() ?? null,
    finishedTime: b.finishedAt?.toISOString() ?? null,
  };
}

export async function batchRowFor(db: DbOrTx, id: number): Promise<PayoutBatchRow> {
  const row = await joinedBatch(db, eq(payoutBatches.id, id));
  if (!row) throw new ApiError(Code.notFound, 'errors.payoutBatchNotFound');
  return toBatchRow(row);
}
