import type { SearchNumberMatch, SearchOrderHit } from '../../src/contract/index.ts';
import type { AuthUser } from '../http/context.ts';

/** An order or payout row the header search found by one of its numbers (decision 128). */
export interface NumberRow {
  orderCode: string;
  mchOrderNo: string;
  utr: string | null;
  card: string | null;
  amount: number;
  status: number;
  createdAt: Date;
  supplierId: number | null;
}

/**
 * The search result of a row, naming which number matched `q` (the card or wallet when none of
 * the others did); `team` when a supplier agent sees a member's record.
 */
export function numberHit(r: NumberRow, q: string, user: AuthUser): SearchOrderHit {
  const match: SearchNumberMatch =
    r.orderCode === q
      ? 'orderCode'
      : r.mchOrderNo === q
        ? 'mchOrderNo'
        : r.utr === q
          ? 'utr'
          : r.card === q
            ? 'cardNumber'
            : 'walletAddress';
  return {
    orderCode: r.orderCode,
    mchOrderNo: r.mchOrderNo,
    amount: r.amount,
    status: r.status,
    createTime: r.createdAt.toISOString(),
    match,
    team: user.role === 'supplier' && r.supplierId !== user.id,
  };
}
