import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/list/table-columns.ts';
import type { FundRecordRow } from '../../../contract/index.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { fundLabels as l, reasonLabel } from '../labels.ts';
import { signedMoney } from '../money-text.ts';

/**
 * The fund records' desk columns (decision 124), the card's fields: staff see whose record it is;
 * the order number and operator can be shown. No column sorts: the list keeps its own order.
 */
export function useFundRecordColumns(staff: boolean): readonly TableColumn<FundRecordRow>[] {
  const { i18n } = useLingui();
  return useMemo(() => {
    const columns: (TableColumn<FundRecordRow> | false)[] = [
      {
        id: 'time',
        header: i18n._(l.time),
        width: 170,
        cell: (r) => (
          <time dateTime={r.createdTime}>
            {formatTime(i18n, r.createdTime, { dateStyle: 'short', timeStyle: 'medium' })}
          </time>
        ),
      },
      staff && { id: 'user', header: i18n._(l.user), width: 200, cell: (r) => `${r.userAccount} (${r.userName})` },
      {
        id: 'reason',
        header: i18n._(l.reason),
        width: 150,
        cell: (r) => {
          const reason = reasonLabel(r.reason);
          return <span data-testid="fund-record-reason">{reason ? i18n._(reason) : String(r.reason)}</span>;
        },
      },
      {
        id: 'amount',
        header: i18n._(l.amount),
        width: 130,
        numeric: true,
        cell: (r) => <span data-testid="fund-record-amount">{signedMoney(i18n, r.amount)}</span>,
      },
      {
        id: 'balanceBefore',
        header: i18n._(l.balanceBefore),
        width: 140,
        numeric: true,
        cell: (r) => <span data-testid="fund-record-before">{formatMoney(i18n, r.balanceBefore)}</span>,
      },
      {
        id: 'balanceAfter',
        header: i18n._(l.balanceAfter),
        width: 140,
        numeric: true,
        cell: (r) => <span data-testid="fund-record-after">{formatMoney(i18n, r.balanceAfter)}</span>,
      },
      { id: 'orderCode', header: i18n._(l.orderCode), shown: false, width: 180, cell: (r) => r.orderCode ?? '—' },
      { id: 'operator', header: i18n._(l.operator), shown: staff, width: 120, cell: (r) => r.operator ?? '—' },
      { id: 'remark', header: i18n._(l.remark), cell: (r) => r.remark || '—' },
    ];
    return columns.filter((c): c is TableColumn<FundRecordRow> => c !== false);
  }, [i18n, staff]);
}
