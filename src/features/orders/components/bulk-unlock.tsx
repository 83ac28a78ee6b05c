import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { actionLabels } from '../labels.ts';
import type { useOrderSelection } from './use-order-selection.ts';
import styles from './orders-page.module.css';

type Selection = ReturnType<typeof useOrderSelection>;

/** The toolbar's switch into and out of selecting orders to unlock. */
export function BulkUnlockButton({ selection }: { selection: Selection }) {
  const { t } = useLingui();
  return (
    <Button
      fill={selection.selecting ? 'solid' : 'outline'}
      className={styles.button}
      onClick={selection.toggleSelecting}
    >
      {selection.selecting
        ? t({ id: 'common.buttons.cancel', message: 'Cancel' })
        : t({ id: 'orders.buttons.bulkUnlock', message: 'Bulk unlock' })}
    </Button>
  );
}

/** How many are selected, and the unlock of them all. */
export function BulkUnlockBar({ selection }: { selection: Selection }) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.bulkBar}>
      <span>{t({ id: 'orders.texts.selected', message: `Selected: ${selection.selected.size}` })}</span>
      <Button
        color="primary"
        disabled={selection.selected.size === 0}
        className={styles.button}
        onClick={() => selection.unlockSelected()}
      >
        {i18n._(actionLabels.unlock)}
      </Button>
    </div>
  );
}
