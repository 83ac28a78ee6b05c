import { useLingui } from '@lingui/react/macro';
import { Button, ErrorBlock } from 'antd-mobile';
import { Link } from 'react-router';
import styles from './error-view.module.css';

/**
 * A page that failed inside the layout (its chunk did not load in time, or it threw): the shell
 * stays usable, and the person can try again or go home (product 2.9, 8).
 */
export function ErrorView({
  onRetry,
  chunk,
  overlay = false,
}: {
  onRetry: () => void;
  chunk: boolean;
  overlay?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className={`${styles.wrap} ${overlay ? styles.overlay : ''}`} role="alert">
      <ErrorBlock
        status="default"
        title={`500 · ${t({ id: 'errorPages.500.title', message: 'Server error' })}`}
        description={
          chunk
            ? t({
                id: 'layout.error.chunk',
                message: 'This page could not be loaded. Check the connection and try again.',
              })
            : t({ id: 'errorPages.500.description', message: 'Something went wrong. Try again in a moment.' })
        }
      >
        <div className={styles.actions}>
          <Button color="primary" shape="rounded" className={styles.button} onClick={onRetry}>
            {t({ id: 'common.buttons.retry', message: 'Try again' })}
          </Button>
          <Link to="/home" className={styles.link}>
            {t({ id: 'common.buttons.backHome', message: 'Back to home' })}
          </Link>
        </div>
      </ErrorBlock>
    </div>
  );
}
