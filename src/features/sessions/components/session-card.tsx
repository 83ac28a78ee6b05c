import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import type { SessionRow } from '../../../contract/index.ts';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import { deviceName } from '../../../lib/user-agent.ts';
import styles from './online-users-page.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

interface Props {
  row: SessionRow;
  /** Absent on a read-only page and for the session in use (sign out does that). */
  onForceLogout?: (row: SessionRow) => void;
  busy: boolean;
}

/** One open session: who, from where, since when, and the force-logout action. */
export function SessionCard({ row, onForceLogout, busy }: Props) {
  const { t, i18n } = useLingui();
  const when = (iso: string) => formatTime(i18n, iso, { dateStyle: 'medium', timeStyle: 'short' });
  const describe = (userAgent: string) => {
    const { browser, device } = deviceName(userAgent);
    if (browser && device) return t({ id: 'sessions.texts.browserOnDevice', message: `${browser} on ${device}` });
    return browser ?? device ?? t({ id: 'sessions.texts.unknownDevice', message: 'Unknown browser' });
  };
  return (
    <li className={styles.card} aria-label={row.account} data-testid="session-card">
      <div className={styles.cardHead}>
        <div className={styles.avatar} aria-hidden="true">
          {(row.nickname || row.account).slice(0, 1).toUpperCase()}
        </div>
        <div className={styles.who}>
          <strong className={styles.nickname}>{row.nickname || row.account}</strong>
          <span className={styles.account}>{row.account}</span>
        </div>
        <div className={styles.tags}>
          <Tag color="primary" fill="outline">
            {i18n._(roleLabels[row.role])}
          </Tag>
          {row.current && <Tag color="success">{t({ id: 'sessions.texts.thisSession', message: 'This session' })}</Tag>}
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t({ id: 'sessions.fields.loginIp', message: 'Login IP' })}</dt>
          <dd>{row.loginIp || '—'}</dd>
        </div>
        <div>
          <dt>{t({ id: 'sessions.fields.loginTime', message: 'Signed in' })}</dt>
          <dd>{when(row.loginTime)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'sessions.fields.lastSeen', message: 'Last seen' })}</dt>
          <dd>{when(row.lastSeen)}</dd>
        </div>
        {row.userAgent && (
          <div>
            <dt>{t({ id: 'sessions.fields.device', message: 'Device' })}</dt>
            {/* The raw text for support, on a long press or hover. */}
            <dd className={styles.agent} title={row.userAgent} data-testid="session-device">
              {describe(row.userAgent)}
            </dd>
          </div>
        )}
      </dl>
      {onForceLogout && !row.current && (
        <div className={styles.actions}>
          <Button
            color="danger"
            fill="outline"
            loading={busy}
            className={styles.action}
            onClick={() => onForceLogout(row)}
          >
            {t({ id: 'sessions.buttons.forceLogout', message: 'Force logout' })}
          </Button>
        </div>
      )}
    </li>
  );
}
