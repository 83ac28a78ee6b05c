import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { useMemo, type ReactNode } from 'react';
import { constants } from '../../contract/index.ts';
import { formatTime } from '../../lib/i18n/time-format.ts';
import { exportColumnId, type ExportColumn } from '../../lib/sheets/export-decl.ts';
import { useUserInfo } from '../../lib/user/get-user-info.ts';
import { useIsDesk } from '../use-is-wide.ts';
import type { DeskTableState } from './desk-table.tsx';
import { useColumnPrefs, type TableColumn } from './table-columns.ts';

/** How a page adjusts the columns it reads off its export declaration. */
export interface DeskColumnOptions<T> {
  /** Column ids offered in the Columns sheet but hidden at first. */
  hidden?: readonly string[];
  /** Widths in px by column id; a column without one shares what is left. */
  widths?: Readonly<Record<string, number>>;
  /** Cells the page draws itself (a tag, a test id) by column id. */
  cells?: Readonly<Record<string, (row: T, i18n: I18n) => ReactNode>>;
}

/**
 * A record or log page's desk columns read off the columns its export writes (decision 135): the
 * same words, the same values, and one id for the table column and the export column, so Export on
 * the desk writes what the table shows. Pass module constants: the columns are memoised on them.
 */
export function useExportTableColumns<T>(
  columns: readonly ExportColumn<T>[],
  options: DeskColumnOptions<T>,
): readonly TableColumn<T>[] {
  const { i18n } = useLingui();
  return useMemo(() => {
    const hidden = new Set(options.hidden ?? []);
    return columns.map((c): TableColumn<T> => {
      const id = exportColumnId(c);
      const own = options.cells?.[id];
      const cell = (row: T): ReactNode => {
        if (own) return own(row, i18n);
        switch (c.kind) {
          case 'time': {
            const at = c.value(row);
            return at ? (
              <time dateTime={at}>{formatTime(i18n, at, { dateStyle: 'short', timeStyle: 'medium' })}</time>
            ) : (
              '—'
            );
          }
          case 'amount': {
            const minor = c.value(row);
            const scale = c.scale ?? constants.moneyScale;
            if (minor === null || minor === undefined) return '—';
            return i18n.number(minor / scale, {
              minimumFractionDigits: 2,
              maximumFractionDigits: scale >= 1000 ? 6 : 2,
            });
          }
          case 'label': {
            const label = c.value(row);
            if (label === null || label === undefined) return '—';
            return typeof label === 'string' ? label : i18n._(label);
          }
          case 'text': {
            const text = c.value(row, i18n);
            return text === null || text === undefined || text === '' ? '—' : String(text);
          }
        }
      };
      return {
        id,
        header: i18n._(c.label),
        cell,
        shown: !hidden.has(id),
        width: options.widths?.[id],
        numeric: c.kind === 'amount',
      };
    });
  }, [columns, options, i18n]);
}

/**
 * The desk table's state of a list page: whether the table shows (from 1024 px), the person's
 * columns on this page, and the shown ids Export then writes (decision 135; on the phone none).
 */
export function useDeskTable<T>(path: string, columns: readonly TableColumn<T>[]): DeskTableState<T> {
  const user = useUserInfo().data;
  const desk = useIsDesk();
  const prefs = useColumnPrefs(user.user_id, path, columns);
  return { desk, prefs, exportColumnIds: desk ? prefs.visible.map((c) => c.id) : undefined };
}
