import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/sheets/overlays.ts';
import type { SessionRow } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useForceLogout, useSessions, SessionCard, sessionsStyles } from '../../sessions/index.ts';
import styles from './profile.module.css';

/** The caller's own open sessions; another device can be signed out from here. */
export function SessionsSection({ account }: { account: string }) {
  const { t } = useLingui();
  const sessions = useSessions();
  const forceLogout = useForceLogout();
  // A superAdmin's getSessions lists everyone (online users); the personal center shows its own.
  const rows = (sessions.data ?? []).filter((s) => s.account === account);

  const end = async (row: SessionRow) => {
    const ok = await Dialog.confirm({
      content: t({ id: 'profile.texts.endSessionConfirm', message: 'Sign that device out?' }),
      confirmText: t({ id: 'sessions.buttons.forceLogout', message: 'Force logout' }),
      cancelText: t({ id: 'common.buttons.cancel', message: 'Cancel' }),
    });
    if (ok) forceLogout.mutate(row.token);
  };

  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="profile-sessions">
      <h2 id="profile-sessions" className={styles.sectionTitle}>
        {t({ id: 'profile.titles.sessions', message: 'Signed-in devices' })}
      </h2>
      <ErrorAlert error={sessions.error ?? forceLogout.error} />
      <ul className={sessionsStyles.list}>
        {rows.map((row) => (
          <SessionCard
            key={row.token}
            row={row}
            busy={forceLogout.isPending && forceLogout.variables === row.token}
            onForceLogout={(r) => void end(r)}
          />
        ))}
      </ul>
    </section>
  );
}
