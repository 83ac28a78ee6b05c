import { useLingui } from '@lingui/react/macro';
import { Ellipsis, Tag } from 'antd-mobile';
import type { ErrorLogRow } from '../../../contract/index.ts';
import styles from './error-log-page.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

/** One logged error: kind and code, when, the message (expandable) and the page it happened on. */
export function ErrorLogCard({ row, showAccount }: { row: ErrorLogRow; showAccount: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <article className={styles.card} aria-label={row.mes.split('\n')[0]}>
      <header className={styles.cardHead}>
        <Tag color={row.type === 'script' ? 'danger' : 'warning'} fill="outline">
          {row.type}
        </Tag>
        {row.code && <span className={styles.code}>{row.code}</span>}
        <time className={styles.time} dateTime={row.createTime}>
          {formatTime(i18n, row.createTime, { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
      </header>
      <Ellipsis
        className={styles.message}
        content={row.mes}
        rows={3}
        expandText={t({ id: 'common.buttons.more', message: 'More' })}
        collapseText={t({ id: 'common.buttons.less', message: 'Less' })}
      />
      <dl className={styles.facts}>
        {row.url && (
          <div>
            <dt>{t({ id: 'errorLogger.fields.url', message: 'Page' })}</dt>
            <dd className={styles.url}>{row.url}</dd>
          </div>
        )}
        {showAccount && (
          <div>
            <dt>{t({ id: 'errorLogger.fields.account', message: 'Account' })}</dt>
            <dd>{row.account || t({ id: 'errorLogger.texts.signedOut', message: 'Signed out' })}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
