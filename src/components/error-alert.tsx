import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../lib/api/client.ts';
import { translateServerMessage } from '../lib/i18n/server-messages.ts';
import styles from './error-alert.module.css';

/**
 * A failure shown on the screen itself (a toast vanishes before a person on the move reads it).
 * Translated at render time, so switching the language also switches the message. `title` says
 * what failed (product 8's failure texts: "Test failed"), before the server's words.
 */
export function ErrorAlert({ error, title }: { error: Error | null; title?: string }) {
  const { t } = useLingui();
  if (!error) return null;
  const text = isApiError(error)
    ? translateServerMessage(error)
    : t({ id: 'common.errors.network', message: 'Cannot reach the server. Check the connection and try again.' });
  return (
    <div role="alert" className={styles.alert}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6M12 16.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span>
        {title && <strong>{title}: </strong>}
        {text}
      </span>
    </div>
  );
}
