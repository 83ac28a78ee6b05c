import { useLingui } from '@lingui/react/macro';
import { Button, Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import type { OrderCallbackRow } from '../../../contract/index.ts';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { usePagedRows } from '../../../components/list/paged.ts';
import { whenText } from '../../../components/list/when-text.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { useResendCallback } from '../../../components/actions/use-resend-callback.ts';
import { useCallbackAttempts } from '../api/get-callback-attempts.ts';
import { callbackKeys } from '../api/keys.ts';
import { callbackLabels as l } from '../labels.ts';
import { AttemptCard } from './attempt-card.tsx';
import styles from './callbacks.module.css';

interface Props {
  row: OrderCallbackRow | null;
  /** Staff who may re-send (resendCallback's access), and not on a read-only variant. */
  canResend: boolean;
  /** getDetailList is superAdmin's and technicalMaintenance's: others see the order's summary only. */
  showAttempts: boolean;
  onClose: () => void;
}

/** The attempts of one order, newest first, with the Re-send button for those who may. */
export function AttemptsSheet({ row, canResend, showAttempts, onClose }: Props) {
  const { t, i18n } = useLingui();
  const filters = useMemo(() => ({ orderCode: row?.orderCode }), [row?.orderCode]);
  const attempts = useCallbackAttempts(filters, row !== null && showAttempts);
  const { rows } = usePagedRows(attempts);
  const resend = useResendCallback([callbackKeys.all, ['orders']]);

  return (
    <DetailSheet
      open={row !== null}
      label={row?.orderCode ?? ''}
      testId="callback-attempts"
      onClose={onClose}
      actions={
        row && canResend ? (
          <Button block size="large" color="primary" className={list.button} onClick={() => void resend(row.orderCode)}>
            {t({ id: 'orders.actions.resendCallback', message: 'Re-send callback' })}
          </Button>
        ) : undefined
      }
    >
      {row && (
        <FactList
          rows={[
            [i18n._(l.orderCode), row.orderCode],
            [i18n._(l.url), row.notifyUrl || '—'],
            [i18n._(l.callbackCount), String(row.callbackCount)],
            [i18n._(l.nextAttemptAt), whenText(i18n, row.nextAttemptAt)],
          ]}
        />
      )}
      {showAttempts && (
        <>
          <h3 className={styles.sheetHeading}>{t({ id: 'orderCallbacks.titles.attempts', message: 'Attempts' })}</h3>
          {attempts.isPending && <Skeleton.Paragraph lineCount={4} animated />}
          {attempts.isSuccess && rows.length === 0 && (
            <p>{t({ id: 'orderCallbacks.texts.attemptsEmpty', message: 'No attempts match' })}</p>
          )}
          {attempts.isError && (
            <LoadError error={attempts.error} onRetry={() => void attempts.refetch()} retrying={attempts.isFetching} />
          )}
          <ul className={list.stack}>
            {rows.map((a) => (
              <li key={a.id}>
                <AttemptCard attempt={a} showOrder={false} />
              </li>
            ))}
          </ul>
          {attempts.hasNextPage && (
            <Button
              block
              fill="outline"
              className={list.button}
              loading={attempts.isFetchingNextPage}
              onClick={() => void attempts.fetchNextPage()}
            >
              {t({ id: 'orderCallbacks.buttons.more', message: 'Show more' })}
            </Button>
          )}
        </>
      )}
    </DetailSheet>
  );
}
