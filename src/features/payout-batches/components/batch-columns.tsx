import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/list/table-columns.ts';
import type { PayoutBatchRow, Role } from '../../../contract/index.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { batchLabels as l, templateLabel } from '../labels.ts';
import { BatchStatusTag } from './batch-status-tag.tsx';

/**
 * The payout batches' desk columns (decision 124), beside the card that shows the same batch: the
 * card's figures show by default, the detail's times and account can be shown. A supplier sees only
 * its own batches: no supplier column. No column sorts: the list keeps its own order.
 */
export function useBatchColumns(role: Role | undefined): readonly TableColumn<PayoutBatchRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const money = (minor: number) => formatMoney(i18n, minor);
    const time = (iso: string | null) =>
      iso === null ? (
        '—'
      ) : (
        <time dateTime={iso}>{formatTime(i18n, iso, { dateStyle: 'short', timeStyle: 'medium' })}</time>
      );
    const columns: (TableColumn<PayoutBatchRow> | false)[] = [
      { id: 'batchNo', header: i18n._(l.batchNo), width: 190, cell: (b) => b.batchNo },
      { id: 'status', header: i18n._(l.status), width: 120, cell: (b) => <BatchStatusTag status={b.status} /> },
      {
        id: 'totalAmount',
        header: i18n._(l.totalAmount),
        width: 130,
        numeric: true,
        cell: (b) => money(b.totalAmount),
      },
      {
        id: 'template',
        header: i18n._(l.template),
        cell: (b) => {
          const template = templateLabel(b.templateId);
          return template ? i18n._(template) : b.templateId;
        },
      },
      {
        id: 'orderCount',
        header: i18n._(l.orderCount),
        width: 110,
        numeric: true,
        cell: (b) => `${b.orderCount} / ${b.maxOrders}`,
      },
      {
        id: 'amountLimit',
        header: i18n._(l.amountLimit),
        shown: false,
        width: 120,
        numeric: true,
        cell: (b) =>
          b.amountLimit > 0 ? money(b.amountLimit) : t({ id: 'payoutBatches.texts.noLimit', message: 'None' }),
      },
      {
        id: 'exceptions',
        header: i18n._(l.exceptionCount),
        width: 150,
        numeric: true,
        cell: (b) => `${b.exceptionCount} · ${money(b.exceptionAmount)}`,
      },
      {
        id: 'fileName',
        header: i18n._(l.fileName),
        cell: (b) => <span data-testid="batch-file">{b.fileName || '—'}</span>,
      },
      role !== 'supplier' && { id: 'supplier', header: i18n._(l.supplier), shown: false, cell: (b) => b.supplierName },
      { id: 'resource', header: i18n._(l.resource), shown: false, cell: (b) => b.resourceName },
      { id: 'createTime', header: i18n._(l.createTime), width: 160, cell: (b) => time(b.createTime) },
      {
        id: 'exportedTime',
        header: i18n._(l.exportedTime),
        shown: false,
        width: 160,
        cell: (b) => time(b.exportedTime),
      },
      {
        id: 'finishedTime',
        header: i18n._(l.finishedTime),
        shown: false,
        width: 160,
        cell: (b) => time(b.finishedTime),
      },
    ];
    return columns.filter((c): c is TableColumn<PayoutBatchRow> => c !== false);
  }, [i18n, t, role]);
}
