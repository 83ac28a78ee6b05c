import { msg } from '@lingui/core/macro';
import { OrderStatus, type OrderRow, type OrderStatusName, type Role } from '../../../contract/index.ts';
import { orderStatusLabels } from '../../../lib/i18n/order-status-labels.ts';
import type { ExportColumn, ExportDecl } from '../../../lib/sheets/export-decl.ts';
import { fieldLabels as l } from '../labels.ts';

const statusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]));

const completedAt = msg({ id: 'orders.fields.completedAt', message: 'Completed' });

// Each column's id is the desk table's (order-columns.tsx), so an export from the table writes the
// columns shown there, in their order (decision 135).
const columns: readonly (ExportColumn<OrderRow> & { hiddenFrom?: readonly Role[] })[] = [
  { id: 'orderCode', label: l.orderCode, kind: 'text', value: (o) => o.orderCode },
  { id: 'mchOrderNo', label: l.merchantOrderId, kind: 'text', value: (o) => o.mchOrderNo },
  { id: 'merchant', label: l.merchant, kind: 'text', value: (o) => o.merchantName },
  // Who handled an order is not a merchant's to see; what merchants pay is not a supplier's.
  { id: 'supplier', label: l.supplier, kind: 'text', value: (o) => o.supplierName, hiddenFrom: ['merchant'] },
  { id: 'product', label: l.product, kind: 'text', value: (o) => o.productName },
  { id: 'amount', label: l.amount, kind: 'amount', value: (o) => o.amount },
  { id: 'realAmount', label: l.realAmount, kind: 'amount', value: (o) => o.realAmount },
  { id: 'payableAmount', label: l.payableAmount, kind: 'amount', value: (o) => o.payableAmount },
  { id: 'merchantFee', label: l.merchantFee, kind: 'amount', value: (o) => o.merchantFee, hiddenFrom: ['supplier'] },
  {
    id: 'status',
    label: l.status,
    kind: 'label',
    value: (o) => {
      const name = statusNames.get(o.status);
      return name ? orderStatusLabels[name] : String(o.status);
    },
  },
  { id: 'utr', label: l.utr, kind: 'text', value: (o) => o.utr },
  { id: 'createTime', label: l.createTime, kind: 'time', value: (o) => o.createTime },
  { id: 'completedAt', label: completedAt, kind: 'time', value: (o) => o.completedAt },
  { id: 'callbacks', label: l.callbackCount, kind: 'text', value: (o) => o.callbackCount },
  { id: 'clientIp', label: l.clientIp, kind: 'text', value: (o) => o.clientIp },
  { id: 'remark', label: l.remark, kind: 'text', value: (o) => o.remark },
];

/** The collection orders' export for a role (decision 126): the columns its list shows it. */
export function orderExport(role: Role | undefined): ExportDecl<OrderRow> {
  return {
    list: 'collection-orders',
    title: msg({ id: 'orders.titles.export', message: 'Export collection orders' }),
    columns: columns.filter((c) => !role || !c.hiddenFrom?.includes(role)),
  };
}
