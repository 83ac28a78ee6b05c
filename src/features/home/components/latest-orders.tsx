import { useLingui } from '@lingui/react/macro';
import { Skeleton, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { OrderStatus, type OrderStatusName } from '../../../contract/index.ts';
import { useLatestOrders } from '../api/get-latest-orders.ts';
import { formatMoney } from '../../../lib/money.ts';
import { orderStatusColors, orderStatusLabels } from '../../../lib/i18n/order-status-labels.ts';
import styles from './home-page.module.css';

const statusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]));

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
      {orders.data?.length === 0 && <p className={styles.empty}>{t({ id: 'home.texts.noOrders', message: 'No orders yet' })}</p>}
      {orders.data && orders.data.length > 0 && (
        <ul className={styles.orders}>
          {orders.data.map((o) => {
            const status = statusNames.get(o.status);
            return (
              <li key={o.id} className={styles.order} data-testid="latest-order">
                <div className={styles.orderTop}>
                  <span className={styles.orderCode}>{o.orderCode}</span>
                  <strong className={styles.orderAmount}>{formatMoney(i18n, o.amount)}</strong>
                </div>
                <div className={styles.orderBottom}>
                  <span className={styles.orderMeta}>
                    {o.productName}
                    {' · '}
                    <time dateTime={o.createTime}>{i18n.date(o.createTime, { dateStyle: 'short', timeStyle: 'short' })}</time>
                  </span>
                  <Tag color={status ? orderStatusColors[status] : 'default'} fill="outline">
                    {status ? i18n._(orderStatusLabels[status]) : String(o.status)}
                  </Tag>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
