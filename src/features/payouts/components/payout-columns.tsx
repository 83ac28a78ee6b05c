import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/list/table-columns.ts';
import type { PayoutRow, Role } from '../../../contract/index.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { payoutLabels as l, payoutNote } from '../labels.ts';
import { payeeTail } from '../payee-tail.ts';
import { PayoutStatusTag } from './payout-status-tag.tsx';

/**
 * The payout lists' desk columns (decision 124), beside the card that shows the same payout: the
 * card's facts show by default (they fit 1440 px; at 1024 px the widest cells are cut), the detail's
 * others can be shown. A merchant has no supplier,
 * gateway or hold column (the rows carry none), a supplier no merchant fee (always 0 for them).
 * The amount sorts the payout list (its own index and keyset, decision 124); the pool's order stays.
 * Each id is the export column's (export/declaration.ts), so Export writes the shown columns.
 */
export function usePayoutColumns(role: Role | undefined, pool: boolean): readonly TableColumn<PayoutRow>[] {
  const { i18n } = useLingui();
  return useMemo(() => {
    const time = (iso: string | null) =>
      iso === null ? (
        '—'
      ) : (
        <time dateTime={iso}>{formatTime(i18n, iso, { dateStyle: 'short', timeStyle: 'medium' })}</time>
      );
    const merchant = role === 'merchant';
    const columns: (TableColumn<PayoutRow> | false)[] = [
      { id: 'orderCode', header: i18n._(l.orderCode), width: 180, cell: (r) => r.orderCode },
      { id: 'status', header: i18n._(l.status), width: 130, cell: (r) => <PayoutStatusTag status={r.status} /> },
      {
        id: 'amount',
        header: i18n._(l.amount),
        width: 110,
        numeric: true,
        // The list's call sorts by amount (decision 124); the pool keeps first come, first paid.
        sortable: !pool,
        cell: (r) => <span data-testid="payout-amount">{formatMoney(i18n, r.amount)}</span>,
      },
      { id: 'name', header: i18n._(l.name), cell: (r) => r.name || '—' },
      {
        id: 'payee',
        header: i18n._(l.payee),
        width: 130,
        // A list shows the last digits, as the card does; the whole number is in the detail.
        cell: (r) => payeeTail(r),
      },
      { id: 'mchOrderNo', header: i18n._(l.mchOrderNo), shown: merchant, cell: (r) => r.mchOrderNo },
      !merchant && { id: 'merchant', header: i18n._(l.merchant), shown: false, cell: (r) => r.merchantName },
      !merchant &&
        !pool && {
          id: 'supplier',
          header: i18n._(l.supplier),
          shown: false,
          cell: (r) => r.supplierName || '—',
        },
      !merchant && {
        id: 'note',
        header: i18n._(l.note),
        shown: false,
        width: 170,
        cell: (r) => payoutNote(r, i18n),
      },
      role !== 'supplier' && {
        id: 'fee',
        header: i18n._(l.fee),
        shown: false,
        width: 100,
        numeric: true,
        cell: (r) => formatMoney(i18n, r.fee),
      },
      { id: 'bankBranch', header: i18n._(l.bankBranch), shown: false, cell: (r) => r.bankBranch || '—' },
      { id: 'ifsc', header: i18n._(l.ifsc), shown: false, width: 120, cell: (r) => r.ifsc || '—' },
      { id: 'createTime', header: i18n._(l.createTime), width: 150, cell: (r) => time(r.createTime) },
      !pool && {
        id: 'utr',
        header: i18n._(l.utr),
        width: 140,
        cell: (r) => <span data-testid="payout-utr">{r.utr ?? '—'}</span>,
      },
      !pool && {
        id: 'completedTime',
        header: i18n._(l.completedTime),
        shown: false,
        width: 160,
        cell: (r) => time(r.completedTime),
      },
      // The export's other facts, offered so a desk export can still write them (decision 135).
      { id: 'rejectReason', header: i18n._(l.rejectReason), shown: false, cell: (r) => r.rejectReason || '—' },
      !pool && {
        id: 'batch',
        header: i18n._(l.batch),
        shown: false,
        width: 100,
        numeric: true,
        cell: (r) => (r.batchId === null ? '—' : String(r.batchId)),
      },
    ];
    return columns.filter((c): c is TableColumn<PayoutRow> => c !== false);
  }, [i18n, role, pool]);
}
