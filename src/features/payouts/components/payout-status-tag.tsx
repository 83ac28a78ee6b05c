import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { PayoutStatus } from '../../../contract/index.ts';
import { payoutStatusLabel } from '../labels.ts';

const statusColors: Record<number, string> = {
  [PayoutStatus.paymentCompleted]: 'success',
  [PayoutStatus.paymentCancelled]: 'default',
  [PayoutStatus.processingPayment]: 'primary',
  [PayoutStatus.handleExceptions]: 'danger',
  [PayoutStatus.processingException]: 'danger',
};

/** A payout's status as a coloured tag, on its card and in its table row. */
export function PayoutStatusTag({ status }: { status: number }) {
  const { i18n } = useLingui();
  const label = payoutStatusLabel(status);
  return (
    <Tag color={statusColors[status] ?? 'warning'} data-testid="payout-status">
      {label ? i18n._(label) : status}
    </Tag>
  );
}
