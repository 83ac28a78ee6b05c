import { useLingui } from '@lingui/react/macro';
import { Button, Space, Switch, Toast } from 'antd-mobile';
import { useState } from 'react';
import { bankCalls, canCall, type BankRow } from '../../../contract/index.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { isApiError } from '../../../lib/api/client.ts';
import { translateServerMessage } from '../../../lib/i18n/server-messages.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { fetchBankPage, useBanks, useSetBankEnabled } from '../api/banks.ts';
import { bankExport } from '../export.ts';
import { bankDecls, bankFilterKeys, bankFilterShape } from '../filters.ts';
import { bankLabels as l } from '../labels.ts';
import { BankCard } from './bank-card.tsx';
import { bankColumnOptions } from './bank-columns.tsx';
import { BankForm } from './bank-form.tsx';
import { BankImport } from './bank-import.tsx';

/**
 * /setting/banks (admin, superAdmin) and /setting/banks/customerService (read only): the bank
 * directory the account and payout forms pick from. On a desk the banks are a table read off the
 * export (decision 135): the switch and Edit on the row and on `s` and `e`; Enter edits the bank,
 * or for a reader shows its card.
 */
export function BanksPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canChange = !route.readOnly && canCall(bankCalls.create.access, role);
  const [filters, setFilters] = useListFilters(route.path, bankFilterKeys, bankFilterShape);
  const query = useBanks(filters);
  const toggle = useSetBankEnabled();
  const [editing, setEditing] = useState<BankRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [opened, setOpened] = useState<BankRow | null>(null);
  const columns = useExportTableColumns(bankExport.columns, bankColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const editLabel = t({ id: 'banks.actions.edit', message: 'Edit' });
  const enableLabel = t({ id: 'banks.actions.enable', message: 'Enable' });
  const disableLabel = t({ id: 'banks.actions.disable', message: 'Disable' });

  const setEnabled = async (bank: BankRow, enable: boolean) => {
    try {
      await toggle.mutateAsync({ id: bank.id, enable });
      Toast.show({
        icon: 'success',
        content: enable
          ? t({ id: 'banks.texts.enabled', message: 'Enabled' })
          : t({ id: 'banks.texts.disabled', message: 'Disabled' }),
      });
    } catch (err) {
      Toast.show({
        icon: 'fail',
        content: isApiError(err)
          ? translateServerMessage(err)
          : t({ id: 'banks.errors.switchFailed', message: 'Update failed' }),
      });
    }
  };

  /** The card's switch and Edit, on the card and on the table's row alike. */
  const actions = (r: BankRow, size: 'small' | 'middle') => (
    <>
      <Switch
        checked={r.enabled}
        loading={toggle.isPending && toggle.variables.id === r.id}
        onChange={(v) => void setEnabled(r, v)}
        aria-label={`${i18n._(l.enabled)} ${r.name}`}
      />
      <Button size={size} fill="outline" className={list.button} onClick={() => setEditing(r)}>
        {editLabel}
      </Button>
    </>
  );

  return (
    <>
      <FilteredList
        idPrefix="banks-filter"
        decls={bankDecls}
        schema={bankCalls.list.input}
        filters={filters}
        onFilters={setFilters}
        query={query}
        totalText={(total) => t({ id: 'banks.texts.total', message: `${total} banks` })}
        rowKey={(r) => r.id}
        estimateSize={150}
        emptyText={t({ id: 'banks.texts.empty', message: 'No bank matches' })}
        actions={
          canChange ? (
            <Space>
              <Button size="small" onClick={() => setImporting(true)}>
                {t({ id: 'banks.actions.import', message: 'Import' })}
              </Button>
              <Button size="small" color="primary" onClick={() => setEditing('new')}>
                {t({ id: 'banks.actions.add', message: 'Add bank' })}
              </Button>
            </Space>
          ) : undefined
        }
        renderRow={(r) => <BankCard row={r} actions={canChange ? actions(r, 'middle') : undefined} />}
        route={route}
        exportDecl={bankExport}
        exportPage={(ref, signal) => fetchBankPage(filters, ref, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'banks.titles.table', message: 'Banks' }),
          rowLabel: (r) => r.name,
          rowTestId: 'bank-row',
          onOpen: canChange ? setEditing : setOpened,
          renderActions: canChange ? (r) => actions(r, 'small') : undefined,
          rowActions: canChange
            ? (r) => [
                { key: 'e', label: editLabel, run: () => setEditing(r) },
                {
                  key: 's',
                  label: r.enabled ? disableLabel : enableLabel,
                  run: () => void setEnabled(r, !r.enabled),
                },
              ]
            : undefined,
          actionKeys: canChange
            ? [
                { key: 'e', label: editLabel },
                { key: 's', label: `${enableLabel} / ${disableLabel}` },
              ]
            : undefined,
        }}
      />
      {canChange && editing !== null && (
        <BankForm open editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {canChange && <BankImport open={importing} onClose={() => setImporting(false)} />}
      <DetailSheet
        open={opened !== null}
        label={opened?.name ?? ''}
        testId="bank-detail"
        onClose={() => setOpened(null)}
      >
        {opened && <BankCard row={opened} />}
      </DetailSheet>
    </>
  );
}
