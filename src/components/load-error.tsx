import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { ErrorAlert } from './error-alert.tsx';
import styles from './load-error.module.css';

/** A read that failed: what went wrong, said on the screen, and a way to try again. */
export function LoadError({ error, onRetry, retrying = false }: { error: Error; onRetry: () => void; retrying?: boolean }) {
  const { t } = useLingui();
  return (
    <div className={styles.box}>
      <ErrorAlert error={error} />
      <Button color="primary" fill="outline" loading={retrying} onClick={onRetry} className={styles.retry}>
        {t({ id: 'common.buttons.retry', message: 'Try again' })}
      </Button>
    </div>
  );
}
