import { useLingui } from '@lingui/react/macro';
import { ErrorBlock, InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile';
import { LoadError } from '../../../components/load-error.tsx';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useErrorLogs } from '../api/get-error-logs.ts';
import { useCallback, useEffect, useState } from 'react';
import type { ErrorLogRow } from '../../../contract/index.ts';
import { ColumnsButton } from '../../../components/list/columns-sheet.tsx';
import { useDeskTable } from '../../../components/list/desk-columns.tsx';
import { DeskTable } from '../../../components/list/desk-table.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { useErrorLogColumns } from './error-log-columns.tsx';
import { markErrorsSeen, useSessionErrors } from '../error-store.ts';
import { ErrorLogCard } from './error-log-card.tsx';
import styles from './error-log-page.module.css';

/**
 * error_logger_page (product 2.7, 8): this session's distinct errors with how often each happened, and
 * the server's log, newest first.
 */
export function ErrorLogPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const session = useSessionErrors();
  const count = session.length;
  // Open page = seen: the header's badge counts only errors that come after (decision 116).
  useEffect(() => markErrorsSeen(), [session]);
  const { data: user } = useUserInfo();
  const logs = useErrorLogs();
  const rows = logs.data?.pages.flatMap((p) => p.list) ?? [];
  const total = logs.data?.pages[0]?.total ?? 0;
  const seesAll = user.access.some((r) => r === 'superAdmin' || r === 'admin');
  const { fetchNextPage } = logs;
  // Rides the request in flight, as the lists' InfiniteList does.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const { desk, prefs } = useDeskTable(route.path, useErrorLogColumns(seesAll));
  // An entry has no detail of its own: on the desk Enter shows its card, the message whole.
  const [opened, setOpened] = useState<ErrorLogRow | null>(null);

  return (
    <PullToRefresh onRefresh={() => logs.refetch().then(() => undefined)}>
      <div className={styles.page}>
        <section
          className={styles.summary}
          aria-label={t({ id: 'errorLogger.titles.session', message: 'This session' })}
        >
          <span className={count > 0 ? styles.countBad : styles.countOk} data-testid="session-error-count">
            {count}
          </span>
          <div>
            <strong>
              {t({ id: 'errorLogger.texts.sessionDistinct', message: 'Different errors in this session' })}
            </strong>
            <p>
              {seesAll
                ? t({ id: 'errorLogger.texts.scopeAll', message: `Everyone's reported errors: ${total}` })
                : t({ id: 'errorLogger.texts.scopeOwn', message: `Your reported errors: ${total}` })}
            </p>
          </div>
        </section>

        {session.length > 0 && (
          <ul
            className={styles.sessionList}
            aria-label={t({ id: 'errorLogger.titles.session', message: 'This session' })}
          >
            {session.map((e) => (
              <li key={e.key}>
                {e.code && <span className={styles.code}>{e.code}</span>}
                <span className={styles.sessionTitle}>{e.title}</span>
                {e.count > 1 && (
                  <span className={styles.repeats}>
                    {t({ id: 'errorLogger.texts.repeats', message: `×${e.count}` })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {logs.isPending && <Skeleton.Paragraph lineCount={6} animated className={styles.skeleton} />}
        {logs.isError && !logs.data && (
          <LoadError error={logs.error} onRetry={() => void logs.refetch()} retrying={logs.isFetching} />
        )}
        {logs.isSuccess && rows.length === 0 && (
          <ErrorBlock
            status="empty"
            title={t({ id: 'errorLogger.texts.emptyTitle', message: 'No errors logged' })}
            description={t({ id: 'errorLogger.texts.emptyHint', message: 'Errors the app meets are reported here.' })}
          />
        )}
        {desk && rows.length > 0 && (
          <>
            <div className={styles.deskBar}>
              <ColumnsButton prefs={prefs} />
            </div>
            <DeskTable
              label={t({ id: 'errorLogger.titles.table', message: 'Reported errors' })}
              rows={rows}
              paging={{
                hasMore: logs.hasNextPage,
                loadingMore: logs.isFetchingNextPage,
                onLoadMore: loadMore,
              }}
              prefs={prefs}
              rowKey={(r) => r.id}
              rowLabel={(r) => r.mes.split('\n')[0] ?? ''}
              rowTestId="error-log-row"
              onOpen={setOpened}
            />
          </>
        )}
        {!desk && (
          <div className={styles.list}>
            {rows.map((row) => (
              <ErrorLogCard key={row.id} row={row} showAccount={seesAll} />
            ))}
          </div>
        )}
        {!desk && logs.isSuccess && rows.length > 0 && (
          <InfiniteScroll hasMore={logs.hasNextPage} loadMore={() => logs.fetchNextPage().then(() => undefined)} />
        )}
        <DetailSheet
          open={opened !== null}
          label={t({ id: 'errorLogger.titles.entry', message: 'Reported error' })}
          testId="error-log-detail"
          onClose={() => setOpened(null)}
        >
          {opened && <ErrorLogCard row={opened} showAccount={seesAll} />}
        </DetailSheet>
      </div>
    </PullToRefresh>
  );
}
