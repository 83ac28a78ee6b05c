import { useLingui } from '@lingui/react/macro';
import { Checkbox } from 'antd-mobile';
import type { PayoutRow } from '../../../contract/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { payoutStatusLabel } from '../../payouts/index.ts';
import styles from './payout-batches.module.css';

interface Props {
  orders: readonly PayoutRow[];
  /** Ticked order codes; null shows the orders without boxes. */
  ticked: ReadonlySet<string> | null;
  onTick?: (orderCode: string, on: boolean) => void;
  label: string;
}

/** Payout orders one a line (at most 500), each with a box to tick when `ticked` is given. */
export function OrderTicks({ orders, ticked, onTick, label }: Props) {
  const { i18n } = useLingui();
  return (
    <div className={styles.ticks} role="group" aria-label={label}>
      {orders.map((o) => {
        const status = payoutStatusLabel(o.status);
        const text = (
          <span className={styles.tickText}>
            <span className={styles.tickCode}>{o.orderCode}</span>
            <span>
              {o.name} · {status ? i18n._(status) : o.status}
            </span>
          </span>
        );
        return (
          <div key={o.orderCode} className={styles.tick} data-testid="batch-order">
            {ticked ? (
              <Checkbox
                checked={ticked.has(o.orderCode)}
                onChange={(on) => onTick?.(o.orderCode, on)}
                aria-label={o.orderCode}
                style={{ flex: 1 }}
              >
                {text}
              </Checkbox>
            ) : (
              text
            )}
            <span className={styles.tickAmount}>{formatMoney(i18n, o.amount)}</span>
          </div>
        );
      })}
    </div>
  );
}
