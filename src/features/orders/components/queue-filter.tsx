import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { isSupplementQueue, supplementQueueFilter, type OrderListFilters } from '../filters.ts';
import styles from './orders-page.module.css';

/**
 * The supplier's queue as one tap above the list: the orders waiting for a supplement (allocated,
 * processing, timed out). Tapping it again shows every status.
 */
export function QueueFilter({
  filters,
  onChange,
}: {
  filters: OrderListFilters;
  onChange: (next: OrderListFilters) => void;
}) {
  const { t } = useLingui();
  const active = isSupplementQueue(filters.orderStatusId);
  return (
    <div className={styles.quickFilters}>
      <Button
        size="middle"
        color="primary"
        fill={active ? 'solid' : 'outline'}
        aria-pressed={active}
        className={styles.quickFilter}
        onClick={() => onChange({ ...filters, orderStatusId: active ? undefined : supplementQueueFilter })}
      >
        {t({ id: 'orders.buttons.supplementQueue', message: 'Waiting for supplement' })}
      </Button>
    </div>
  );
}
