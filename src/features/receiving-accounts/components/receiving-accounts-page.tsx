import { useLingui } from '@lingui/react/macro';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import { Button, Toast } from 'antd-mobile';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { useMemo, useState } from 'react';
import {
  canCall,
  isStaff,
  monitorDeviceCalls,
  resourceCalls,
  resourceTypeDecls,
  resourceTypes,
  type ResourceRow,
  type ResourceType,
} from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { usePagedRows } from '../../../components/list/paged.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { ResourceDetailDialog } from '../../resource-detail/index.ts';
import { fetchResourcePage, useAccounts } from '../api/get-accounts.ts';
import { useDeleteAccount } from '../api/save-account.ts';
import { adminDecls, resourceFilterKeys, resourceFilterShape, supplierDecls } from '../filters.ts';
import { AccountCard } from './account-card.tsx';
import { AccountFacts } from './account-facts.tsx';
import { BindDevice } from './bind-device.tsx';
import { AccountForm } from './account-form.tsx';
import { accountExport } from '../export.ts';
import { useReceivingColumns } from './account-columns.tsx';
import { ReceivingTable } from './receiving-table.tsx';
import { ColumnsButton } from '../../../components/list/columns-sheet.tsx';
import { useColumnPrefs } from '../../../components/list/table-columns.ts';
import { useIsDesk } from '../../../components/use-is-wide.ts';

/** The type a route is for: its family is `receiving.<type>` (src/features/receiving-accounts/routes.ts). */
function typeOf(route: AppRoute): ResourceType {
  const type = route.name.replace(/^receiving\./, '');
  return (resourceTypes as readonly string[]).includes(type) ? (type as ResourceType) : 'internationalCardToCard';
}

/**
 * Receiving accounts of one type (product 2.3), one page for every type and variant: the supplier's
 * own accounts at /<type>/list (add, edit, delete, on/off), all suppliers' at /<type>/list-admin
 * (on/off), read only at /list-admin/customerService. The type's field declaration in the
 * contract decides the form and the facts.
 */
export function ReceivingAccountsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const type = typeOf(route);
  const user = useUserInfo().data;
  const role = roleOf(user);
  const showSupplier = role !== undefined && isStaff(role);
  const desk = useIsDesk();
  const prefs = useColumnPrefs(user.user_id, route.path, useReceivingColumns(type, showSupplier));
  const exportDecl = useMemo(() => accountExport(type), [type]);
  const own = route.variant === 'supplier';
  const canEdit = own && !route.readOnly && canCall(resourceCalls.add.access, role);
  const canSwitch = !route.readOnly && canCall(resourceCalls.enableResource.access, role);
  const canBind =
    !route.readOnly && resourceTypeDecls[type].monitored && canCall(monitorDeviceCalls.createBindCode.access, role);
  const [filters, setFilters] = useListFilters(route.path, resourceFilterKeys, resourceFilterShape);
  const accounts = useAccounts(type, filters);
  const { rows } = usePagedRows(accounts);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [form, setForm] = useState<{ editing: ResourceRow | null } | null>(null);
  const remove = useDeleteAccount();
  const opened = openedId === null ? null : (rows.find((r) => r.id === openedId) ?? null);

  const confirmDelete = async (row: ResourceRow) => {
    const yes = await Dialog.confirm({
      content: t({
        id: 'receivingAccounts.texts.deleteConfirm',
        message: 'Delete this account? It gets no new orders; its orders stay.',
      }),
    });
    if (!yes) return;
    await remove.mutateAsync(row.id);
    setOpenedId(null);
    Toast.show({ icon: 'success', content: t({ id: 'receivingAccounts.texts.deleted', message: 'Deleted' }) });
  };

  return (
    <>
      <FilteredList
        idPrefix="account-filter"
        decls={own ? supplierDecls : adminDecls}
        schema={resourceCalls.getList.input}
        filters={filters}
        onFilters={setFilters}
        query={accounts}
        totalText={(total) => t({ id: 'receivingAccounts.texts.total', message: `${total} accounts` })}
        rowKey={(r) => r.id}
        estimateSize={170}
        emptyText={t({ id: 'receivingAccounts.texts.empty', message: 'No accounts match' })}
        failTitle={i18n._(fetchFailed.resources)}
        route={route}
        exportDecl={exportDecl}
        exportPage={(ref, signal) => fetchResourcePage(type, filters, ref, signal)}
        exportColumnIds={desk ? prefs.visible.map((c) => c.id) : undefined}
        renderRow={(r) => <AccountCard row={r} showSupplier={showSupplier} onOpen={(row) => setOpenedId(row.id)} />}
        view={
          desk
            ? (shown, paging) => (
                <ReceivingTable rows={shown} paging={paging} prefs={prefs} onOpen={(row) => setOpenedId(row.id)} />
              )
            : undefined
        }
        actions={
          canEdit || desk ? (
            <>
              {desk && <ColumnsButton prefs={prefs} />}
              {canEdit && (
                <Button color="primary" className={list.button} onClick={() => setForm({ editing: null })}>
                  {t({ id: 'receivingAccounts.buttons.add', message: 'Add account' })}
                </Button>
              )}
            </>
          ) : undefined
        }
      />
      <ResourceDetailDialog resource={form ? null : opened} canSwitch={canSwitch} onClose={() => setOpenedId(null)}>
        {opened && <AccountFacts row={opened} />}
        {opened && canBind && <BindDevice row={opened} />}
        {opened && canEdit && (
          <div className={list.sheetButtons}>
            <Button block size="large" className={list.button} onClick={() => setForm({ editing: opened })}>
              {t({ id: 'receivingAccounts.buttons.edit', message: 'Edit' })}
            </Button>
            <Button
              block
              size="large"
              color="danger"
              fill="outline"
              className={list.button}
              loading={remove.isPending}
              onClick={() => void confirmDelete(opened)}
            >
              {t({ id: 'receivingAccounts.buttons.delete', message: 'Delete' })}
            </Button>
          </div>
        )}
      </ResourceDetailDialog>
      <AccountForm type={type} editing={form?.editing ?? null} open={form !== null} onClose={() => setForm(null)} />
    </>
  );
}
