import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/list/table-columns.ts';
import type { ErrorLogRow } from '../../../contract/index.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';

/**
 * The error log's desk columns (decision 124), the card's fields: the message's first line (Enter
 * shows it whole), and whose error it was for the staff who see everyone's.
 */
export function useErrorLogColumns(showAccount: boolean): readonly TableColumn<ErrorLogRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const columns: (TableColumn<ErrorLogRow> | false)[] = [
      {
        id: 'time',
        header: t({ id: 'errorLogger.fields.time', message: 'Time' }),
        width: 170,
        cell: (r) => (
          <time dateTime={r.createTime}>
            {formatTime(i18n, r.createTime, { dateStyle: 'short', timeStyle: 'medium' })}
          </time>
        ),
      },
      { id: 'type', header: t({ id: 'errorLogger.fields.type', message: 'Kind' }), width: 100, cell: (r) => r.type },
      {
        id: 'code',
        header: t({ id: 'errorLogger.fields.code', message: 'Code' }),
        width: 110,
        cell: (r) => r.code || '—',
      },
      {
        id: 'message',
        header: t({ id: 'errorLogger.fields.message', message: 'Message' }),
        cell: (r) => r.mes.split('\n')[0],
      },
      {
        id: 'url',
        header: t({ id: 'errorLogger.fields.url', message: 'Page' }),
        width: 220,
        cell: (r) => r.url || '—',
      },
      showAccount && {
        id: 'account',
        header: t({ id: 'errorLogger.fields.account', message: 'Account' }),
        width: 140,
        cell: (r) => r.account || t({ id: 'errorLogger.texts.signedOut', message: 'Signed out' }),
      },
    ];
    return columns.filter((c): c is TableColumn<ErrorLogRow> => c !== false);
  }, [t, i18n, showAccount]);
}
