import { useLingui } from '@lingui/react/macro';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import { Button } from 'antd-mobile';
import { ActionSheet } from '../../../components/sheets/overlays.ts';
import { useState } from 'react';
import { accountCalls, canCall, fundRecordCalls, type AccountRow, type ManagedRole } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { usePagedRows } from '../../../components/list/paged.ts';
import { useActionDialogs } from '../../../components/actions/use-action-dialogs.ts';
import { AgentTeamButton, AgentTeamSheet } from '../../agents/index.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { fetchAccountPage, useAccountOptions, useAccounts } from '../api/get-accounts.ts';
import { accountExport } from '../export.ts';
import { ensureSecondLevel, useSecondLevelPrompting } from '../api/second-level.ts';
import { accountDecls, accountFilterKeys, accountShape } from '../filters.ts';
import { actionLabels, failureLabels, type AccountAction } from '../labels.ts';
import { AccountCard } from './account-card.tsx';
import { useAccountColumns } from './account-columns.tsx';
import { AccountsTable } from './accounts-table.tsx';
import { ColumnsButton } from '../../../components/list/columns-sheet.tsx';
import { useColumnPrefs } from '../../../components/list/table-columns.ts';
import { useIsDesk } from '../../../components/use-is-wide.ts';
import { BalanceButton } from './balance-button.tsx';
import { AccountForms, type AccountForm } from './account-forms.tsx';
import { AccountSheet } from './account-sheet.tsx';
import { SubAccountsSheet } from './sub-accounts-sheet.tsx';
import { actionsFor, dangerous, useAccountActions } from './use-account-actions.ts';

interface Props {
  route: AppRoute;
}

const merchantExport = accountExport('merchant');
const supplierExport = accountExport('supplier');

/**
 * /merchants/list and /supplier/list (product 2.2), with their read-only /customerService variants:
 * the accounts with their balances, a detail sheet, and for superAdmin and admin the actions of
 * product 6. technicalSupport reads the suppliers only (the server refuses it every action).
 */
export function AccountsPage({ route }: Props) {
  const { t, i18n } = useLingui();
  const accountRole: ManagedRole = route.name === 'merchants' ? 'merchant' : 'supplier';
  const user = useUserInfo().data;
  const role = roleOf(user);
  const desk = useIsDesk();
  const prefs = useColumnPrefs(user.user_id, route.path, useAccountColumns(accountRole));
  const canManage = !route.readOnly && canCall(accountCalls.setFrozen.access, role);
  const balanceButton = canCall(fundRecordCalls.balanceOperation.access, role)
    ? (row: AccountRow) => <BalanceButton row={row} />
    : undefined;
  const [filters, setFilters] = useListFilters(route.path, accountFilterKeys, accountShape);
  const accounts = useAccounts(accountRole, filters);
  const options = useAccountOptions();
  const { rows } = usePagedRows(accounts);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [sheetFor, setSheetFor] = useState<AccountRow | null>(null);
  const [form, setForm] = useState<AccountForm | null>(null);
  const [subsOf, setSubsOf] = useState<AccountRow | null>(null);
  const [teamOf, setTeamOf] = useState<AccountRow | null>(null);
  // Read from the list, so the sheet shows an action's result once the list refetched.
  const opened = openedId === null ? null : (rows.find((r) => r.id === openedId) ?? null);
  const run = useAccountActions(setForm, setSubsOf);
  const prompting = useSecondLevelPrompting();
  const { fail } = useActionDialogs();
  const covered = form !== null || subsOf !== null || teamOf !== null || prompting;

  /** Staff writes need the second-level login: asked before anything opens (nothing typed is lost). */
  const thenOpen = async (open: () => void) => {
    try {
      if (await ensureSecondLevel()) open();
    } catch (err) {
      await fail(i18n._(failureLabels.updateFailed), err);
    }
  };

  // Suppliers: the agent flag and team (src/features/agents), beside the balance button.
  const detailActions =
    accountRole === 'supplier'
      ? (row: AccountRow) => (
          <>
            {balanceButton?.(row)}
            <AgentTeamButton row={row} onOpen={(r) => void thenOpen(() => setTeamOf(r))} />
          </>
        )
      : balanceButton;

  const start = (action: AccountAction, row: AccountRow) => {
    setSheetFor(null);
    void run(action, row);
  };

  return (
    <>
      <FilteredList
        idPrefix="account-filter"
        decls={accountDecls}
        schema={accountCalls.getMerchantList.input}
        filters={filters}
        onFilters={setFilters}
        query={accounts}
        totalText={(total) => t({ id: 'accounts.texts.total', message: `${total} accounts` })}
        rowKey={(r) => r.id}
        estimateSize={230}
        emptyText={t({ id: 'accounts.texts.empty', message: 'No accounts match' })}
        failTitle={i18n._(fetchFailed[accountRole === 'merchant' ? 'merchants' : 'suppliers'])}
        renderRow={(r) => <AccountCard row={r} onOpen={(row) => setOpenedId(row.id)} />}
        route={route}
        exportDecl={accountRole === 'merchant' ? merchantExport : supplierExport}
        exportPage={(ref, signal) => fetchAccountPage(accountRole, filters, ref, signal)}
        exportColumnIds={desk ? prefs.visible.map((c) => c.id) : undefined}
        view={
          desk
            ? (shown, paging) => (
                <AccountsTable
                  rows={shown}
                  paging={paging}
                  prefs={prefs}
                  accountRole={accountRole}
                  onOpen={(row) => setOpenedId(row.id)}
                  onActions={canManage ? (row) => void thenOpen(() => setSheetFor(row)) : undefined}
                />
              )
            : undefined
        }
        actions={
          canManage || desk ? (
            <>
              {desk && <ColumnsButton prefs={prefs} />}
              {canManage && accountRole === 'merchant' && options.data?.canClearMerchantBalance && (
                <Button
                  color="danger"
                  fill="outline"
                  className={list.button}
                  onClick={() => void thenOpen(() => setForm({ kind: 'clearBalances' }))}
                >
                  {t({ id: 'accounts.buttons.clearBalances', message: 'Clear balances' })}
                </Button>
              )}
              {canManage && (
                <Button
                  color="primary"
                  className={list.button}
                  onClick={() => void thenOpen(() => setForm({ kind: 'create', role: accountRole }))}
                >
                  {accountRole === 'merchant'
                    ? t({ id: 'accounts.buttons.addMerchant', message: 'Add merchant' })
                    : t({ id: 'accounts.buttons.addSupplier', message: 'Add supplier' })}
                </Button>
              )}
            </>
          ) : undefined
        }
      />
      <AccountSheet
        row={covered ? null : opened}
        canManage={canManage}
        onActions={(row) => void thenOpen(() => setSheetFor(row))}
        balanceAction={detailActions}
        onClose={() => setOpenedId(null)}
      />
      <ActionSheet
        visible={sheetFor !== null}
        label={t({
          id: 'accounts.actionsFor',
          message: `Actions for ${sheetFor?.nickname || sheetFor?.account || ''}`,
        })}
        onClose={() => setSheetFor(null)}
        cancelText={t({ id: 'common.buttons.cancel', message: 'Cancel' })}
        actions={(sheetFor ? actionsFor(sheetFor) : []).map((a) => ({
          key: a,
          text: i18n._(actionLabels[a]),
          danger: dangerous.has(a),
          onClick: () => sheetFor && start(a, sheetFor),
        }))}
      />
      <SubAccountsSheet
        owner={form || prompting ? null : subsOf}
        canManage={canManage}
        onCreate={(owner) => void thenOpen(() => setForm({ kind: 'subAccount', owner }))}
        onClose={() => setSubsOf(null)}
      />
      <AccountForms form={form} onClose={() => setForm(null)} />
      <AgentTeamSheet supplier={prompting ? null : teamOf} onClose={() => setTeamOf(null)} />
    </>
  );
}
