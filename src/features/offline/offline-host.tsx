import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { request, isApiError } from '../../lib/api/client.ts';
import { replayQueue } from '../../lib/offline/action-queue.ts';
import { harmlessCallByPath } from '../../lib/offline/offline-gate.ts';
import { readOwner } from '../../lib/offline/storage-keys.ts';
import { useOnline } from '../../lib/offline/use-online.ts';
import { messageKeys } from '../messages/index.ts';
import styles from './offline-banner.module.css';
import { clockText } from '../../lib/i18n/time-format.ts';

/** When the data on screen was fetched: the oldest answer among the queries now shown. */
function shownDataTime(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const q of client.getQueryCache().findAll({ type: 'active' })) {
    const at = q.state.dataUpdatedAt;
    if (at > 0 && q.queryKey[0] !== 'auth' && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
}

async function replay(client: QueryClient): Promise<void> {
  const userId = readOwner();
  if (userId === null) return;
  const sent = await replayQueue(userId, async (action) => {
    const def = harmlessCallByPath(action.path);
    if (!def) return 'done';
    try {
      await request(def, action.input as never);
      return 'done';
    } catch (err) {
      // The server answered (even with an error): it was delivered; only an unreached server retries.
      return isApiError(err) ? 'done' : 'retry';
    }
  });
  if (sent > 0) await client.invalidateQueries({ queryKey: messageKeys.all });
}

/** The offline banner ("offline, data as of HH:MM") and the replay of queued harmless actions. */
export function OfflineHost() {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const online = useOnline();
  const [asOf, setAsOf] = useState<number | null>(null);
  const wasOffline = useRef(false);

  useEffect(() => {
    if (online) {
      void replay(client);
      // Everything shown offline may be outdated, even what is younger than its staleTime.
      if (wasOffline.current) void client.invalidateQueries();
      wasOffline.current = false;
      return;
    }
    wasOffline.current = true;
    const read = () => setAsOf(shownDataTime(client));
    read();
    // Cache events can fire while another component renders: read after it.
    return client.getQueryCache().subscribe(() => queueMicrotask(read));
  }, [online, client]);

  if (online) return null;
  const time = asOf === null ? null : clockText(i18n.locale, asOf, false);
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      {time === null
        ? t({ id: 'offline.texts.bannerNoData', message: 'Offline: nothing saved to show here' })
        : t({ id: 'offline.texts.banner', message: `Offline, data as of ${time}` })}
    </div>
  );
}
