import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { deliveredLabels } from '../labels.ts';

/** Whether a callback got through, as a coloured tag. */
export function DeliveredTag({ success }: { success: boolean }) {
  const { i18n } = useLingui();
  return (
    <Tag color={success ? 'success' : 'danger'} data-testid="callback-delivered">
      {i18n._(success ? deliveredLabels.yes : deliveredLabels.no)}
    </Tag>
  );
}
