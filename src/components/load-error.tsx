import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { ErrorAlert } from './error-alert.tsx';
import styles from './load-error.module.css';

interface Props {
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
  /** What could not be read (product 8's "fetch failed" texts), above the server's own words. */
  title?: string;
}

/** A read that failed: what, and why, said on the screen, and a way to try again. */
export function LoadError({ error, onRetry, retrying = false, title }: Props) {
  const { t } = useLingui();
  return (
    <div className={styles.box} role={title ? 'group' : undefined} aria-label={title}>
      {title && <strong className={styles.title}>{title}</strong>}
      <ErrorAlert error={error} />
      <Button color="primary" fill="outline" loading={retrying} onClick={onRetry} className={styles.retry}>
        {t({ id: 'common.buttons.retry', message: 'Try again' })}
      </Button>
    </div>
  );
}
