import { useLingui } from '@lingui/react/macro';
import { Button, ErrorBlock } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import styles from './error-page.module.css';

export type ErrorKind = '401' | '404' | '500';

/** The error pages of product 2.9: what happened, and ways back home or to the previous page. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const texts = {
    '401': {
      title: t({ id: 'errorPages.401.title', message: 'No permission' }),
      description: t({ id: 'errorPages.401.description', message: 'Your role may not open this page.' }),
    },
    '404': {
      title: t({ id: 'errorPages.404.title', message: 'Page not found' }),
      description: t({
        id: 'errorPages.404.description',
        message: 'The address may be mistyped, or the page has moved.',
      }),
    },
    '500': {
      title: t({ id: 'errorPages.500.title', message: 'Server error' }),
      description: t({ id: 'errorPages.500.description', message: 'Something went wrong. Try again in a moment.' }),
    },
  }[kind];

  return (
    <main className={styles.page}>
      <ErrorBlock
        status={kind === '404' ? 'empty' : 'default'}
        fullPage
        title={`${kind} · ${texts.title}`}
        description={texts.description}
      >
        <div className={styles.actions}>
          <Link to="/home" className={styles.home}>
            {t({ id: 'common.buttons.backHome', message: 'Back to home' })}
          </Link>
          <Button fill="none" className={styles.back} onClick={() => void navigate(-1)}>
            {t({ id: 'common.buttons.back', message: 'Go back' })}
          </Button>
        </div>
      </ErrorBlock>
    </main>
  );
}
