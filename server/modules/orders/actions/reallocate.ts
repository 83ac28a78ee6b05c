import { Code, OrderStatus } from '../../../../src/contract/index.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { ApiError } from '../../../http/errors.ts';
import { feeFor, feeSettings } from '../../ledger/index.ts';
import { settingValue } from '../../system-config/index.ts';
import { allocate } from '../allocation.ts';
import type { AllocationScope } from '../allocation-repository.ts';
import type { OrderRecord } from '../records-repository.ts';
import { checkReallocation } from '../state-machine.ts';
import type { ActionOutcome } from './act-on-order.ts';

/**
 * Gives an existing order an account again (reselect, or a status fix to Allocated): the
 * allocation of create, with the order itself left out of the counts. The order waits a full
 * OrderTimeoutMinutes again and is unlocked. When no account fits, nothing of the order changes
 * but an Allocation Failed order's kept reason (allocate_info), and the call answers
 * errors.reselectNoAccount with the reasons.
 */
export async function reallocate(
  tx: DbOrTx,
  order: OrderRecord,
  now: Date,
  reason: string,
  scope: AllocationScope,
): Promise<ActionOutcome> {
  checkReallocation(order, reason);
  const { allocation, info } = await allocate(tx, order.productId, order.amount, now, {
    ...scope,
    ignoreOrderId: order.id,
  });
  if (!allocation) {
    const refuse = new ApiError(Code.conflict, 'errors.reselectNoAccount', {}, info);
    return {
      changes: order.status === OrderStatus.allocationFailed ? { allocateInfo: JSON.stringify(info) } : {},
      refuse,
    };
  }
  const supplierFees = await feeSettings(tx, allocation.supplierId, allocation.productId);
  const minutes = Number(await settingValue(tx, 'OrderTimeoutMinutes'));
  return {
    changes: {
      status: OrderStatus.allocated,
      resourceId: allocation.resourceId,
      supplierId: allocation.supplierId,
      payableAmount: allocation.payableAmount,
      supplierFee: supplierFees ? feeFor(order.amount, supplierFees.rate, supplierFees.fixedFee) : 0,
      allocateInfo: JSON.stringify(info),
      locked: false,
      expiresAt: new Date(now.getTime() + Math.max(1, minutes) * 60_000),
    },
  };
}
