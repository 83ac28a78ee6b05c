import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../lib/offline/use-online.ts';
import styles from './list/list.module.css';

/**
 * Said above a list whose money actions (supplement, new payout) are switched off while offline:
 * why the buttons are grey, before anyone types a form that could not be sent.
 */
export function OfflineActionsNote() {
  const { t } = useLingui();
  if (useOnline()) return null;
  return (
    <p className={styles.offlineNote} role="note" data-testid="offline-actions-note">
      {t({
        id: 'offline.texts.moneyActionsOff',
        message: 'Offline: supplements, payouts and other money actions wait until the connection is back.',
      })}
    </p>
  );
}
