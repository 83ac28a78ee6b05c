import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Role } from '../../../contract/index.ts';
import { useOnline } from '../../../lib/offline/use-online.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import { supplementQueueFilter, supplementQueueListOptions } from '../../orders/index.ts';
import { useSupplementQueueCount } from '../api/get-supplement-queue.ts';
import styles from './home-page.module.css';

/**
 * The supplier's queue at the top of home: how many orders wait for a supplement, one tap from
 * the order list showing just those (read offline too).
 */
export function QueueCard({ listPath, role }: { listPath: string; role: Role | undefined }) {
  const { t, i18n } = useLingui();
  const count = useSupplementQueueCount(true);
  const queryClient = useQueryClient();
  const online = useOnline();
  // The queue's first page is fetched with its count, so the list the card opens is in the saved
  // offline data even when it was never opened before (decision 069).
  // When the page is idle: it never competes with the figures of the first render (decision 062).
  useEffect(() => {
    if (!online || !count.isSuccess) return;
    return whenIdle(() => void queryClient.prefetchInfiniteQuery(supplementQueueListOptions(role)));
  }, [online, count.isSuccess, count.dataUpdatedAt, queryClient, role]);
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
