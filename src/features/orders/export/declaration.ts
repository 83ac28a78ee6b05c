import { msg } from '@lingui/core/macro';
import { OrderStatus, type OrderRow, type OrderStatusName, type Role } from '../../../contract/index.ts';
import { orderStatusLabels } from '../../../lib/i18n/order-status-labels.ts';
import type { ExportColumn, ExportDecl } from '../../../lib/sheets/export-decl.ts';
import { fieldLabels as l } from '../labels.ts';

const statusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]));

const completedAt = msg({ id: 'orders.fields.completedAt', message: 'Completed' });

const columns: readonly (ExportColumn<OrderRow> & { hiddenFrom?: readonly Role[] })[] = [
  { label: l.orderCode, kind: 'text', value: (o) => o.orderCode },
  { label: l.merchantOrderId, kind: 'text', value: (o) => o.mchOrderNo },
  { label: l.merchant, kind: 'text', value: (o) => o.merchantName },
  // Who handled an order is not a merchant's to see; what merchants pay is not a supplier's.
  { label: l.supplier, kind: 'text', value: (o) => o.supplierName, hiddenFrom: ['merchant'] },
  { label: l.product, kind: 'text', value: (o) => o.productName },
  { label: l.amount, kind: 'amount', value: (o) => o.amount },
  { label: l.realAmount, kind: 'amount', value: (o) => o.realAmount },
  { label: l.payableAmount, kind: 'amount', value: (o) => o.payableAmount },
  { label: l.merchantFee, kind: 'amount', value: (o) => o.merchantFee, hiddenFrom: ['supplier'] },
  {
    label: l.status,
    kind: 'label',
    value: (o) => {
      const name = statusNames.get(o.status);
      return name ? orderStatusLabels[name] : String(o.status);
    },
  },
  { label: l.utr, kind: 'text', value: (o) => o.utr },
  { label: l.createTime, kind: 'time', value: (o) => o.createTime },
  { label: completedAt, kind: 'time', value: (o) => o.completedAt },
  { label: l.callbackCount, kind: 'text', value: (o) => o.callbackCount },
  { label: l.clientIp, kind: 'text', value: (o) => o.clientIp },
  { label: l.remark, kind: 'text', value: (o) => o.remark },
];

/** The collection orders' export for a role (decision 126): the columns its list shows it. */
export function orderExport(role: Role | undefined): ExportDecl<OrderRow> {
  return {
    list: 'collection-orders',
    title: msg({ id: 'orders.titles.export', message: 'Export collection orders' }),
    columns: columns.filter((c) => !role || !c.hiddenFrom?.includes(role)),
  };
}
