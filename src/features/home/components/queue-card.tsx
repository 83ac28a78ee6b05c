import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { supplementQueueFilter } from '../../orders/index.ts';
import { useSupplementQueueCount } from '../api/get-supplement-queue.ts';
import styles from './home-page.module.css';

/**
 * The supplier's queue at the top of home: how many orders wait for a supplement, one tap from
 * the order list showing just those.
 */
export function QueueCard({ listPath }: { listPath: string }) {
  const { t, i18n } = useLingui();
  const count = useSupplementQueueCount(true);
  const total = count.data ? i18n.number(count.data.total) : null;
  const title = t({ id: 'home.titles.supplementQueue', message: 'Waiting for supplement' });
  return (
    <Link
      to={`${listPath}?orderStatusId=${supplementQueueFilter}`}
      className={styles.queue}
      data-testid="supplement-queue"
    >
      <span className={styles.queueTitle}>{title}</span>
      <strong className={styles.queueCount} data-testid="supplement-queue-count" aria-busy={count.isPending}>
        {total === null
          ? '…'
          : count.data?.capped
            ? t({ id: 'home.texts.moreThan', message: `More than ${total}` })
            : total}
      </strong>
    </Link>
  );
}
