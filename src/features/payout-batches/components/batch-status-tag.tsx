import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { PayoutBatchStatus } from '../../../contract/index.ts';
import { batchStatusLabel } from '../labels.ts';

const batchStatusColors: Record<number, string> = {
  [PayoutBatchStatus.created]: 'warning',
  [PayoutBatchStatus.exported]: 'primary',
  [PayoutBatchStatus.confirmed]: 'success',
  [PayoutBatchStatus.exception]: 'danger',
};

/** A batch's status as a coloured tag, on its card and in its table row. */
export function BatchStatusTag({ status }: { status: number }) {
  const { i18n } = useLingui();
  const label = batchStatusLabel(status);
  return (
    <Tag color={batchStatusColors[status] ?? 'default'} data-testid="batch-status">
      {label ? i18n._(label) : status}
    </Tag>
  );
}
