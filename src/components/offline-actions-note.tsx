import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../lib/offline/use-online.ts';
import styles from './list/list.module.css';

/**
 * Said above a list whose money actions (supplement, new payout) are switched off while offline:
 * why the buttons are grey, before anyone types a form that could not be sent. `kind` words it
 * for a screen that sends a file or a test call instead.
 */
export function OfflineActionsNote({ kind = 'money' }: { kind?: 'money' | 'upload' | 'apiTest' }) {
  const { t } = useLingui();
  if (useOnline()) return null;
  const text = {
    money: () =>
      t({
        id: 'offline.texts.moneyActionsOff',
        message: 'Offline: supplements, payouts and other money actions wait until the connection is back.',
      }),
    upload: () =>
      t({
        id: 'offline.texts.uploadOff',
        message: 'Offline: a file can be read and checked here, but it is sent only once the connection is back.',
      }),
    apiTest: () =>
      t({
        id: 'offline.texts.apiTestOff',
        message: 'Offline: test calls reach the server only once the connection is back.',
      }),
  }[kind];
  return (
    <p className={styles.offlineNote} role="note" data-testid="offline-actions-note">
      {text()}
    </p>
  );
}
