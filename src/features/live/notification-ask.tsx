import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Role } from '../../contract/index.ts';
import styles from './live-banner.module.css';

/** Set once the person answered the question on this device (allowed, blocked or "Not now"). */
export const notificationsAskedKey = 'live.notificationsAsked';

function askedBefore(): boolean {
  try {
    return localStorage.getItem(notificationsAskedKey) === '1';
  } catch {
    return false;
  }
}

/**
 * After sign-in, people who get new-order alerts (every role but merchants) and whose browser has
 * not been asked yet are asked here, with the reason, rather than only from the bottom of the
 * personal center: the browser's own prompt must follow a tap, so the banner's button makes it.
 * Asked once per device: either answer, or "Not now", puts it away for good.
 */
export function NotificationAsk({ role }: { role: Role | undefined }) {
  const { t } = useLingui();
  const [answered, setAnswered] = useState(askedBefore);
  const ask =
    !answered &&
    role !== undefined &&
    role !== 'merchant' &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'default';
  if (!ask) return null;
  const done = () => {
    try {
      localStorage.setItem(notificationsAskedKey, '1');
    } catch {
      // Blocked storage: asked again on the next visit, which is all that is lost.
    }
    setAnswered(true);
  };
  const title = t({ id: 'live.titles.allowNotifications', message: 'Alerts of new orders' });
  return (
    <section className={styles.ask} aria-label={title} data-testid="notification-ask">
      <span className={styles.text}>
        {t({
          id: 'live.texts.allowNotifications',
          message:
            'Allow notifications so that new orders reach you while the app is in the background or the phone is locked.',
        })}
      </span>
      <span className={styles.actions}>
        <button type="button" className={styles.button} onClick={done}>
          {t({ id: 'live.buttons.notNow', message: 'Not now' })}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => {
            // The browser's prompt takes over from here; the banner goes whatever it answers.
            void Notification.requestPermission().catch(() => undefined);
            done();
          }}
        >
          {t({ id: 'live.buttons.allowNotifications', message: 'Allow notifications' })}
        </button>
      </span>
    </section>
  );
}
