import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/list/table-columns.ts';
import type { OrderRow, Role } from '../../../contract/index.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { fieldLabels, markLabels } from '../labels.ts';
import { staffRoles } from '../filters.ts';
import { LockIcon } from './lock-icon.tsx';
import { OrderStatusTag } from './order-status-tag.tsx';

/**
 * The order list's desk columns (decision 124), beside the card that shows the same order: what
 * each role checks first shows by default, the rest can be shown. A merchant has no supplier or
 * mark column (the rows carry neither), a supplier no merchant fee. Amount sorts on the server.
 */
export function useOrderColumns(role: Role | undefined): readonly TableColumn<OrderRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const money = (minor: number | null) => (minor === null ? '—' : formatMoney(i18n, minor));
    const time = (iso: string | null) =>
      iso === null ? (
        '—'
      ) : (
        <time dateTime={iso}>{formatTime(i18n, iso, { dateStyle: 'short', timeStyle: 'medium' })}</time>
      );
    const staff = role !== undefined && staffRoles.includes(role);
    const merchant = role === 'merchant';
    const columns: (TableColumn<OrderRow> | false)[] = [
      {
        id: 'orderCode',
        header: i18n._(fieldLabels.orderCode),
        width: 180,
        cell: (o) => (
          <>
            {o.locked && <LockIcon label={t({ id: 'orders.texts.locked', message: 'Locked' })} />}
            {o.orderCode}
          </>
        ),
      },
      {
        id: 'status',
        header: i18n._(fieldLabels.status),
        width: 110,
        cell: (o) => <OrderStatusTag status={o.status} />,
      },
      {
        id: 'amount',
        header: i18n._(fieldLabels.amount),
        width: 110,
        numeric: true,
        sortable: true,
        cell: (o) => <span data-testid="order-amount">{money(o.amount)}</span>,
      },
      {
        id: 'realAmount',
        header: i18n._(fieldLabels.realAmount),
        width: 110,
        numeric: true,
        cell: (o) => money(o.realAmount),
      },
      {
        id: 'payableAmount',
        header: i18n._(fieldLabels.payableAmount),
        width: 120,
        numeric: true,
        shown: merchant,
        cell: (o) => money(o.payableAmount),
      },
      {
        id: 'mchOrderNo',
        header: i18n._(fieldLabels.merchantOrderId),
        shown: merchant,
        cell: (o) => o.mchOrderNo,
      },
      !merchant && { id: 'merchant', header: i18n._(fieldLabels.merchant), cell: (o) => o.merchantName },
      !merchant && {
        id: 'supplier',
        header: i18n._(fieldLabels.supplier),
        shown: staff,
        cell: (o) => o.supplierName ?? '—',
      },
      { id: 'product', header: i18n._(fieldLabels.product), cell: (o) => o.productName },
      !merchant && {
        id: 'mark',
        header: i18n._(fieldLabels.mark),
        shown: false,
        width: 100,
        cell: (o) =>
          o.orderMark === null ? (
            ''
          ) : (
            <span data-testid="order-mark">
              {markLabels[o.orderMark] ? i18n._(markLabels[o.orderMark]!) : String(o.orderMark)}
            </span>
          ),
      },
      { id: 'utr', header: i18n._(fieldLabels.utr), shown: role === 'supplier', width: 130, cell: (o) => o.utr ?? '—' },
      {
        id: 'callbacks',
        header: i18n._(fieldLabels.callbackCount),
        shown: false,
        width: 100,
        numeric: true,
        cell: (o) => String(o.callbackCount),
      },
      role !== 'supplier' && {
        id: 'merchantFee',
        header: i18n._(fieldLabels.merchantFee),
        shown: false,
        width: 120,
        numeric: true,
        cell: (o) => money(o.merchantFee),
      },
      { id: 'createTime', header: i18n._(fieldLabels.createTime), width: 150, cell: (o) => time(o.createTime) },
      {
        id: 'completedAt',
        header: t({ id: 'orders.fields.completedAt', message: 'Completed' }),
        shown: false,
        width: 170,
        cell: (o) => time(o.completedAt),
      },
    ];
    return columns.filter((c): c is TableColumn<OrderRow> => c !== false);
  }, [i18n, t, role]);
}
