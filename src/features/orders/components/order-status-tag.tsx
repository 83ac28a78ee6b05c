import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { OrderStatus, type OrderStatusName } from '../../../contract/index.ts';
import { orderStatusColors, orderStatusLabels } from '../../../lib/i18n/order-status-labels.ts';

const statusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]));

export function OrderStatusTag({ status }: { status: number }) {
  const { i18n } = useLingui();
  const name = statusNames.get(status);
  return (
    <Tag color={name ? orderStatusColors[name] : 'default'} fill="outline" data-testid="order-status">
      {name ? i18n._(orderStatusLabels[name]) : String(status)}
    </Tag>
  );
}
