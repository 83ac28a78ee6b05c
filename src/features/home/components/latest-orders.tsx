import { useLingui } from '@lingui/react/macro';
import { Skeleton, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { OrderStatus, type OrderStatusName } from '../../../contract/index.ts';
import { useLatestOrders } from '../api/get-latest-orders.ts';
import { formatMoney } from '../../../lib/money.ts';
import { orderStatusColors, orderStatusLabels } from '../../../lib/i18n/order-status-labels.ts';
import styles from './home-page.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

const statusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]));

/**
 * An order of the list: with an order list to go to, a tap opens the order there (filtered to it,
 * its detail open); without one, the figures only.
 */
function OrderLink({ listPath, code, children }: { listPath: string | undefined; code: string; children: ReactNode }) {
  if (!listPath) return <div className={styles.order}>{children}</div>;
  const search = new URLSearchParams({ orderCode: code, open: code });
  return (
    <Link to={`${listPath}?${search.toString()}`} className={`${styles.order} ${styles.orderLink}`}>
      {children}
    </Link>
  );
}

/** The five newest orders as cards; `listPath` is the role's order list, when it has one. */
export function LatestOrders({ listPath }: { listPath: string | undefined }) {
  const { t, i18n } = useLingui();
  const orders = useLatestOrders();
  const title = t({ id: 'home.titles.latestOrders', message: 'Latest orders' });

  return (
    <section className={styles.panel} aria-label={title}>
      <header className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{title}</h2>
        {listPath && (
          <Link to={listPath} className={styles.more}>
            {t({ id: 'home.buttons.allOrders', message: 'All orders' })}
          </Link>
        )}
      </header>
      {orders.isPending && <Skeleton.Paragraph lineCount={5} animated />}
      {orders.isError && !orders.data && (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      )}
      {orders.data?.length === 0 && (
        <p className={styles.empty}>{t({ id: 'home.texts.noOrders', message: 'No orders yet' })}</p>
      )}
      {orders.data && orders.data.length > 0 && (
        <ul className={styles.orders}>
          {orders.data.map((o) => {
            const status = statusNames.get(o.status);
            return (
              <li key={o.id} data-testid="latest-order">
                <OrderLink listPath={listPath} code={o.orderCode}>
                  <div className={styles.orderTop}>
                    <span className={styles.orderCode}>{o.orderCode}</span>
                    <strong className={styles.orderAmount}>{formatMoney(i18n, o.amount)}</strong>
                  </div>
                  <div className={styles.orderBottom}>
                    <span className={styles.orderMeta}>
                      {o.productName}
                      {' · '}
                      <time dateTime={o.createTime}>
                        {formatTime(i18n, o.createTime, { dateStyle: 'short', timeStyle: 'short' })}
                      </time>
                    </span>
                    <Tag color={status ? orderStatusColors[status] : 'default'} fill="outline">
                      {status ? i18n._(orderStatusLabels[status]) : String(o.status)}
                    </Tag>
                  </div>
                </OrderLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
