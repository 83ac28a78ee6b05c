import { eq, sql, type SQL } from 'drizzle-orm';
import {
  Code,
  isGatewayPayoutState,
  isStaff,
  type PayoutRow,
  type RiskMatch,
  type Role,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payoutOrders } from '../../db/schema.ts';
import type { AuthUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';

import { joinedPayoutById, type PayoutRecord } from './repository.ts';

export type { PayoutRecord };

/** Staff who see every payout (product 6). */
const seesAll = new Set<Role>(['superAdmin', 'admin', 'customerService', 'technicalMaintenance']);

/**
 * The payouts a user may see, as part of the query: staff all, a merchant its own, a supplier
 * those assigned to it, a supplier agent its own and its team's (users.parent_id = the agent).
 * The pool (unassigned) is read through getPool, not through this scope.
 */
export function payoutScope(user: AuthUser): SQL | undefined {
  if (seesAll.has(user.role)) return undefined;
  if (user.role === 'merchant') return eq(payoutOrders.merchantId, user.id);
  if (user.role === 'supplier') {
    if (!user.isAgent) return eq(payoutOrders.supplierId, user.id);
    return sql`${payoutOrders.supplierId} in (select u.id from users u where u.id = ${user.id} or u.parent_id = ${user.id})`;
  }
  return sql`false`;
}

/**
 * Who may act on a locked payout: staff any; a supplier only its own assignment; a merchant only
 * its own. Anything else answers as unknown: it is not theirs to learn about.
 */
export function mustActOn(user: AuthUser, row: PayoutRecord | undefined): PayoutRecord {
  if (!row) throw new ApiError(Code.notFound, 'errors.payoutNotFound');
  if (isStaff(user.role)) return row;
  if (user.role === 'supplier' && row.supplierId === user.id) return row;
  if (user.role === 'merchant' && row.merchantId === user.id) return row;
  throw new ApiError(Code.notFound, 'errors.payoutNotFound');
}

export interface JoinedPayout {
  p: PayoutRecord;
  merchantName: string | null;
  supplierName: string | null;
  /** The matches of a detection still waiting for its decision (repository rowFields). */
  holdMatches: RiskMatch[] | null;
  /** The name of the gateway the payout was sent to (repository rowFields). */
  gatewayName: string | null;
}

/** Merchants do not learn who paid; suppliers do not see merchant fees. */
export function toPayoutRow(
  { p, merchantName, supplierName, holdMatches, gatewayName }: JoinedPayout,
  role: Role,
): PayoutRow {
  const hideSupplier = role === 'merchant';
  return {
    id: p.id,
    orderCode: p.orderCode,
    mchOrderNo: p.mchOrderNo,
    merchantId: p.merchantId,
    merchantName: merchantName ?? '',
    productId: p.productId,
    supplierId: hideSupplier ? null : p.supplierId,
    supplierName: hideSupplier ? '' : (supplierName ?? ''),
    amount: p.amount,
    fee: role === 'supplier' ? 0 : p.fee,
    status: p.status,
    name: p.name,
    cardNumber: p.cardNumber,
    bankBranch: p.bankBranch,
    ifsc: p.ifsc,
    upi: p.upi,
    address: p.address,
    walletAddress: p.walletAddress,
    usdtAmount: p.usdtAmount,
    utr: p.utr,
    rejectReason: p.rejectReason,
    batchId: p.batchId,
    createTime: p.createdAt.toISOString(),
    updateTime: p.updatedAt.toISOString(),
    claimedTime: p.claimedAt?.toISOString() ?? null,
    test: p.test,
    completedTime: p.completedAt?.toISOString() ?? null,
    // Which fields, never the blacklist entries themselves: the reason, not the list.
    hold: holdMatches ? { fields: [...new Set(holdMatches.map((m) => m.field))] } : null,
    gateway:
      !hideSupplier && p.gatewayId !== null && isGatewayPayoutState(p.gatewayState)
        ? { name: gatewayName ?? '', state: p.gatewayState }
        : null,
  };
}

/** One payout as the caller's role sees it in the lists. */
export async function payoutRowFor(db: DbOrTx, id: number, role: Role): Promise<PayoutRow> {
  const row = await joinedPayoutById(db, id);
  if (!row) throw new ApiError(Code.notFound, 'errors.payoutNotFound');
  return toPayoutRow(row, role);
}
