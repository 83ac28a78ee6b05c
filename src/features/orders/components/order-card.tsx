import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Tag } from 'antd-mobile';
import { memo } from 'react';
import type { OrderRow } from '../../../contract/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { actionLabels, fieldLabels, markLabels } from '../labels.ts';
import { LockIcon } from './lock-icon.tsx';
import { OrderStatusTag } from './order-status-tag.tsx';
import styles from './orders-page.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

interface Props {
  order: OrderRow;
  canSupplement: boolean;
  /** Offline: the supplement button shows, greyed (OfflineActionsNote says why). */
  supplementOff?: boolean;
  hasMore: boolean;
  /** Bulk unlock mode: locked orders get a checkbox. */
  selecting: boolean;
  selected: boolean;
  onOpen: (order: OrderRow) => void;
  onSupplement: (order: OrderRow) => void;
  onMore: (order: OrderRow) => void;
  onSelect: (order: OrderRow, selected: boolean) => void;
}

/** One order as a card: what a person checks at a glance; the rest is in the detail. */
export const OrderCard = memo(function OrderCard(p: Props) {
  const { t, i18n } = useLingui();
  const o = p.order;
  const money = (minor: number) => formatMoney(i18n, minor);
  return (
    <article className={styles.card} aria-label={o.orderCode} data-testid="order-card">
      <button type="button" className={styles.cardMain} onClick={() => p.onOpen(o)}>
        <div className={styles.cardHead}>
          <span className={styles.code}>
            {o.locked && <LockIcon label={t({ id: 'orders.texts.locked', message: 'Locked' })} />}
            {o.orderCode}
          </span>
          <OrderStatusTag status={o.status} />
        </div>
        <div className={styles.amountRow}>
          <strong className={styles.amount} data-testid="order-amount">
            {money(o.amount)}
          </strong>
          {o.orderMark !== null && (
            <Tag color="warning" data-testid="order-mark">
              {markLabels[o.orderMark] ? i18n._(markLabels[o.orderMark]!) : String(o.orderMark)}
            </Tag>
          )}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{i18n._(fieldLabels.merchantOrderId)}</dt>
            <dd>{o.mchOrderNo}</dd>
          </div>
          <div>
            <dt>{i18n._(fieldLabels.product)}</dt>
            <dd>{o.productName}</dd>
          </div>
          <div>
            <dt>{i18n._(fieldLabels.merchant)}</dt>
            <dd>{o.merchantName}</dd>
          </div>
          <div>
            <dt>{i18n._(fieldLabels.realAmount)}</dt>
            <dd>{money(o.realAmount)}</dd>
          </div>
          <div>
            <dt>{i18n._(fieldLabels.payableAmount)}</dt>
            <dd>{money(o.payableAmount)}</dd>
          </div>
          <div>
            <dt>{i18n._(fieldLabels.createTime)}</dt>
            <dd>
              <time dateTime={o.createTime}>
                {formatTime(i18n, o.createTime, { dateStyle: 'short', timeStyle: 'medium' })}
              </time>
            </dd>
          </div>
        </dl>
      </button>
      {(p.canSupplement || p.hasMore || (p.selecting && o.locked)) && (
        <div className={styles.cardActions}>
          {p.selecting && o.locked && (
            <Checkbox checked={p.selected} onChange={(v) => p.onSelect(o, v)} className={styles.select}>
              {t({ id: 'orders.buttons.select', message: 'Select' })}
            </Checkbox>
          )}
          {p.canSupplement && (
            <Button
              color="primary"
              className={styles.button}
              disabled={p.supplementOff}
              onClick={() => p.onSupplement(o)}
            >
              {i18n._(actionLabels.supplement)}
            </Button>
          )}
          {p.hasMore && (
            <Button fill="outline" className={styles.button} onClick={() => p.onMore(o)}>
              {t({ id: 'orders.buttons.actions', message: 'Actions' })}
            </Button>
          )}
        </div>
      )}
    </article>
  );
});
