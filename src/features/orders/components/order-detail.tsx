import { useLingui } from '@lingui/react/macro';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import type { OrderRow } from '../../../contract/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAllocateInfo } from '../api/get-allocate-info.ts';
import { completionSeconds, formatDuration } from '../duration.ts';
import { fieldLabels, markLabels, supplementLabels } from '../labels.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import styles from './orders-page.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

interface Props {
  order: OrderRow | null;
  /** Staff also see why allocation chose this account (getOrderAllocateInfo). */
  showAllocation: boolean;
  onClose: () => void;
  /** The order's action buttons, when the role has any. */
  actions?: ReactNode;
}

/** Every display label of product 3 for one order: a bottom sheet on a phone, a dialog on a desktop. */
export function OrderDetail({ order, showAllocation, onClose, actions }: Props) {
  const { t, i18n } = useLingui();
  const allocation = useAllocateInfo(order?.orderCode ?? null, showAllocation);
  const when = (iso: string | null) =>
    iso ? formatTime(i18n, iso, { dateStyle: 'medium', timeStyle: 'medium' }) : '—';
  const money = (minor: number) => formatMoney(i18n, minor);
  const yes = t({ id: 'common.texts.yes', message: 'Yes' });
  const no = t({ id: 'common.texts.no', message: 'No' });

  const rows = (o: OrderRow): [string, ReactNode][] => {
    const seconds = completionSeconds(o.createTime, o.completedAt);
    const list: [string, ReactNode][] = [
      [i18n._(fieldLabels.orderCode), o.orderCode],
      [i18n._(fieldLabels.merchantOrderId), o.mchOrderNo],
      [i18n._(fieldLabels.product), `${o.productName} (${o.productId})`],
      [
        i18n._(fieldLabels.mark),
        o.orderMark === null ? '—' : markLabels[o.orderMark] ? i18n._(markLabels[o.orderMark]!) : String(o.orderMark),
      ],
      [i18n._(fieldLabels.status), <OrderStatusTag key="s" status={o.status} />],
      [i18n._(fieldLabels.merchant), `${o.merchantName} (${o.merchantId})`],
    ];
    if (o.supplierName !== null) list.push([i18n._(fieldLabels.supplier), `${o.supplierName} (${o.supplierId ?? ''})`]);
    list.push(
      [i18n._(fieldLabels.amount), money(o.amount)],
      [i18n._(fieldLabels.realAmount), money(o.realAmount)],
      [i18n._(fieldLabels.payableAmount), money(o.payableAmount)],
      [i18n._(fieldLabels.createTime), when(o.createTime)],
      [i18n._(fieldLabels.callbackCount), String(o.callbackCount)],
      [i18n._(fieldLabels.callbackSuccess), o.callbackSuccess ? yes : no],
      [i18n._(fieldLabels.lastCallbackAt), when(o.lastCallbackAt)],
      [
        i18n._(fieldLabels.supplementStatus),
        o.supplementStatus !== null && supplementLabels[o.supplementStatus]
          ? i18n._(supplementLabels[o.supplementStatus]!)
          : '—',
      ],
      [i18n._(fieldLabels.utr), o.utr ?? '—'],
      [
        t({ id: 'orders.fields.payerUtr', message: "Payer's UTR (not verified)" }),
        <span key="p" data-testid="order-payer-utr">
          {o.payerUtr ?? '—'}
        </span>,
      ],
      [i18n._(fieldLabels.completionDuration), seconds === null ? '—' : formatDuration(seconds)],
      [i18n._(fieldLabels.clientIp), o.clientIp || '—'],
    );
    // Null for suppliers: the platform's fee to merchants is not theirs to see.
    if (o.merchantFee !== null) list.push([i18n._(fieldLabels.merchantFee), money(o.merchantFee)]);
    list.push([i18n._(fieldLabels.remark), o.remark || '—']);
    return list;
  };

  return (
    <DetailSheet
      open={order !== null}
      label={order?.orderCode ?? ''}
      testId="order-detail"
      onClose={onClose}
      actions={actions}
    >
      {order && <FactList rows={rows(order)} />}
      {order && showAllocation && (
        <section
          className={styles.allocation}
          aria-label={t({ id: 'orders.titles.allocation', message: 'Allocation' })}
        >
          <h3>{t({ id: 'orders.titles.allocation', message: 'Allocation' })}</h3>
          {allocation.isPending && <Skeleton.Paragraph lineCount={2} animated />}
          {allocation.isError && (
            <LoadError
              error={allocation.error}
              onRetry={() => void allocation.refetch()}
              retrying={allocation.isFetching}
            />
          )}
          {allocation.data && (
            <p data-testid="order-allocation">
              {t({ id: 'orders.texts.allocationChecked', message: `Accounts checked: ${allocation.data.checked}` })}
              {allocation.data.resourceId !== null && ` · #${allocation.data.resourceId}`}
              {Object.entries(allocation.data.failures).map(([check, count]) => ` · ${check}: ${count}`)}
              {allocation.data.text && ` · ${allocation.data.text}`}
            </p>
          )}
        </section>
      )}
    </DetailSheet>
  );
}
