import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import type { ColumnPrefs } from '../../../components/list/table-columns.ts';
import { TableView } from '../../../components/list/table-view.tsx';
import type { AccountRow, ManagedRole } from '../../../contract/index.ts';

interface Props {
  rows: AccountRow[];
  paging: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void };
  prefs: ColumnPrefs<AccountRow>;
  accountRole: ManagedRole;
  onOpen: (row: AccountRow) => void;
  /** The row's admin actions (the detail sheet's Actions button); absent when the person may not act. */
  onActions?: (row: AccountRow) => void;
}

/** Merchants or suppliers as a desk table (decision 124): a row opens the detail, `a` its actions. */
export function AccountsTable({ rows, paging, prefs, accountRole, onOpen, onActions }: Props) {
  const { t } = useLingui();
  const more = t({ id: 'accounts.buttons.actions', message: 'Actions' });
  return (
    <TableView
      label={
        accountRole === 'merchant'
          ? t({ id: 'accounts.titles.merchantsTable', message: 'Merchants' })
          : t({ id: 'accounts.titles.suppliersTable', message: 'Suppliers' })
      }
      rows={rows}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.account}
      rowTestId="account-row"
      columns={prefs.visible}
      sort={prefs.sort}
      onSort={prefs.setSort}
      {...paging}
      onOpen={onOpen}
      renderActions={
        onActions
          ? (r) => (
              <Button size="small" fill="outline" onClick={() => onActions(r)}>
                {more}
              </Button>
            )
          : undefined
      }
      rowActions={onActions ? (r) => [{ key: 'a', label: more, run: () => onActions(r) }] : undefined}
      actionKeys={onActions ? [{ key: 'a', label: more }] : undefined}
    />
  );
}
