import { useLingui } from '@lingui/react/macro';
import { Button, ErrorBlock, PullToRefresh, Skeleton, Toast } from 'antd-mobile';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { useState } from 'react';
import { Code, type SessionRow } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { isApiError } from '../../../lib/api/client.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useForceLogout } from '../api/force-logout.ts';
import { useSessions } from '../api/get-sessions.ts';
import { SessionCard } from './session-card.tsx';
import { ColumnsButton } from '../../../components/list/columns-sheet.tsx';
import { useDeskTable } from '../../../components/list/desk-columns.tsx';
import { DeskTable } from '../../../components/list/desk-table.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { useSessionColumns } from './session-columns.tsx';
import styles from './online-users-page.module.css';

/** Giving up in the second-level dialog is the person's choice, not an error to show. */
const isCancelledSecondLevel = (err: unknown) =>
  isApiError(err) && (err.code === Code.secondLevelRequired || err.code === Code.secondLevelExpired);

/** Online users (product 2.8, 6): every open session, and force logout for a superAdmin. */
export function OnlineUsersPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const sessions = useSessions();
  const forceLogout = useForceLogout();
  const [error, setError] = useState<Error | null>(null);
  const { desk, prefs } = useDeskTable(route.path, useSessionColumns());
  // A session has no detail of its own: on the desk Enter shows its card.
  const [opened, setOpened] = useState<SessionRow | null>(null);
  const forceLabel = t({ id: 'sessions.buttons.forceLogout', message: 'Force logout' });
  const canForce = (row: SessionRow) => !route.readOnly && !row.current;

  const confirmForceLogout = async (row: SessionRow) => {
    const who = row.account;
    const ok = await Dialog.confirm({
      title: t({ id: 'sessions.titles.forceLogout', message: 'Force logout?' }),
      content: t({
        id: 'sessions.texts.forceLogoutConfirm',
        message: `${who} is signed out on that device at once and must sign in again.`,
      }),
      confirmText: t({ id: 'sessions.buttons.forceLogout', message: 'Force logout' }),
      cancelText: t({ id: 'common.buttons.cancel', message: 'Cancel' }),
    });
    if (!ok) return;
    setError(null);
    try {
      await forceLogout.mutateAsync(row.token);
      Toast.show({ icon: 'success', content: t({ id: 'sessions.texts.forcedOut', message: `${who} was signed out` }) });
    } catch (err) {
      if (!isCancelledSecondLevel(err)) setError(err instanceof Error ? err : new Error(String(err)));
    }
  };

  const rows = sessions.data ?? [];
  const open = rows.length;
  return (
    <PullToRefresh onRefresh={() => sessions.refetch().then(() => undefined)}>
      <div className={styles.page}>
        {sessions.isSuccess && (
          <p className={styles.summary} role="status">
            {t({ id: 'sessions.texts.count', message: `Open sessions: ${open}` })}
          </p>
        )}
        <ErrorAlert error={error} />
        {sessions.isPending && <Skeleton.Paragraph lineCount={8} animated className={styles.skeleton} />}
        {sessions.isError && !sessions.data && (
          <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
        )}
        {sessions.isSuccess && rows.length === 0 && (
          <ErrorBlock
            status="empty"
            title={t({ id: 'sessions.texts.empty', message: 'Nobody is signed in' })}
            description=""
          />
        )}
        {desk && rows.length > 0 && (
          <>
            <div className={styles.deskBar}>
              <ColumnsButton prefs={prefs} />
            </div>
            <DeskTable
              label={t({ id: 'sessions.titles.table', message: 'Open sessions' })}
              rows={rows}
              paging={{ hasMore: false, loadingMore: false, onLoadMore: () => undefined }}
              prefs={prefs}
              rowKey={(r) => r.token}
              rowLabel={(r) => r.account}
              rowTestId="session-row"
              onOpen={setOpened}
              renderActions={(r) =>
                canForce(r) && (
                  <Button
                    size="small"
                    color="danger"
                    fill="outline"
                    loading={forceLogout.isPending && forceLogout.variables === r.token}
                    onClick={() => void confirmForceLogout(r)}
                  >
                    {forceLabel}
                  </Button>
                )
              }
              rowActions={(r) =>
                canForce(r) ? [{ key: 'f', label: forceLabel, run: () => void confirmForceLogout(r) }] : []
              }
              actionKeys={route.readOnly ? [] : [{ key: 'f', label: forceLabel }]}
            />
          </>
        )}
        {!desk && (
          <ul className={styles.list}>
            {rows.map((row) => (
              <SessionCard
                key={row.token}
                row={row}
                busy={forceLogout.isPending && forceLogout.variables === row.token}
                onForceLogout={route.readOnly ? undefined : (r) => void confirmForceLogout(r)}
              />
            ))}
          </ul>
        )}
        <DetailSheet
          open={opened !== null}
          label={t({ id: 'sessions.titles.session', message: 'Session' })}
          testId="session-detail"
          onClose={() => setOpened(null)}
        >
          {opened && (
            <ul className={styles.list}>
              <SessionCard
                row={opened}
                busy={forceLogout.isPending && forceLogout.variables === opened.token}
                onForceLogout={
                  route.readOnly
                    ? undefined
                    : (r) => {
                        setOpened(null);
                        void confirmForceLogout(r);
                      }
                }
              />
            </ul>
          )}
        </DetailSheet>
      </div>
    </PullToRefresh>
  );
}
