import { useLingui } from '@lingui/react/macro';
import type { ColumnPrefs } from '../../../components/list/table-columns.ts';
import { TableView } from '../../../components/list/table-view.tsx';
import type { ResourceRow } from '../../../contract/index.ts';
import { accountTitle } from '../account-title.ts';

interface Props {
  rows: ResourceRow[];
  paging: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void };
  prefs: ColumnPrefs<ResourceRow>;
  onOpen: (row: ResourceRow) => void;
}

/** Receiving accounts as a desk table (decision 124): a row opens the detail dialog, as the card does. */
export function ReceivingTable({ rows, paging, prefs, onOpen }: Props) {
  const { t } = useLingui();
  return (
    <TableView
      label={t({ id: 'receivingAccounts.titles.table', message: 'Receiving accounts' })}
      rows={rows}
      rowKey={(r) => r.id}
      rowLabel={accountTitle}
      rowTestId="receiving-row"
      columns={prefs.visible}
      sort={prefs.sort}
      onSort={prefs.setSort}
      {...paging}
      onOpen={onOpen}
    />
  );
}
