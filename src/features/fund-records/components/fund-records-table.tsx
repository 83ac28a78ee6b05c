import { useLingui } from '@lingui/react/macro';
import type { ColumnPrefs } from '../../../components/list/table-columns.ts';
import { TableView } from '../../../components/list/table-view.tsx';
import type { FundRecordRow } from '../../../contract/index.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { signedMoney } from '../money-text.ts';

interface Props {
  rows: FundRecordRow[];
  paging: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void };
  prefs: ColumnPrefs<FundRecordRow>;
  /** Shows the record whole (its card), for a remark the column cuts short. */
  onOpen: (row: FundRecordRow) => void;
}

/** Fund records as a desk table (decision 124): the card's fields, a row opens the card. */
export function FundRecordsTable({ rows, paging, prefs, onOpen }: Props) {
  const { t, i18n } = useLingui();
  return (
    <TableView
      label={t({ id: 'fundRecords.titles.table', message: 'Fund records' })}
      rows={rows}
      rowKey={(r) => r.id}
      rowLabel={(r) =>
        `${formatTime(i18n, r.createdTime, { dateStyle: 'short', timeStyle: 'medium' })} ${signedMoney(i18n, r.amount)}`
      }
      rowTestId="fund-record-row"
      columns={prefs.visible}
      sort={prefs.sort}
      onSort={prefs.setSort}
      {...paging}
      onOpen={onOpen}
    />
  );
}
