import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { canCall, userProductCalls, type UserProductRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { Button } from 'antd-mobile';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { fetchUserProductPage, useFeeHolders, useUserProducts } from '../api/get-user-products.ts';
import { userProductExport } from '../export.ts';
import { editLabel } from '../labels.ts';
import { productDecls, productFilterKeys, productFilterShape } from '../filters.ts';
import { UserProductCard } from './user-product-card.tsx';
import { userProductColumnOptions } from './user-product-columns.tsx';
import { UserProductForm } from './user-product-form.tsx';

/**
 * User products (product 2.8 /userProduct): each merchant's and supplier's rate and fixed fee per
 * product, filtered by user and product; admins edit them, the customerService variant reads. On a
 * desk they are a table read off the export (decision 135): Edit rate on the row and on `e`; Enter
 * edits the setting, or for a reader shows its card.
 */
export function UserProductsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canEdit = !route.readOnly && canCall(userProductCalls.update.access, role);
  const [filters, setFilters] = useListFilters(route.path, productFilterKeys, productFilterShape);
  const settings = useUserProducts(filters);
  const holders = useFeeHolders();
  const decls = useMemo(() => productDecls(holders.data ?? []), [holders.data]);
  const [editing, setEditing] = useState<UserProductRow | null>(null);
  const [opened, setOpened] = useState<UserProductRow | null>(null);
  const columns = useExportTableColumns(userProductExport.columns, userProductColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const edit = i18n._(editLabel);

  return (
    <>
      <FilteredList
        idPrefix="user-product-filter"
        decls={decls}
        schema={userProductCalls.getList.input}
        filters={filters}
        onFilters={setFilters}
        query={settings}
        totalText={(total) => t({ id: 'userProducts.texts.total', message: `${total} settings` })}
        rowKey={(r) => `${r.userId}:${r.productId}`}
        estimateSize={170}
        emptyText={t({ id: 'userProducts.texts.empty', message: 'No product settings match' })}
        renderRow={(r) => <UserProductCard row={r} onEdit={canEdit ? setEditing : undefined} />}
        route={route}
        exportDecl={userProductExport}
        exportPage={(ref, signal) => fetchUserProductPage(filters, ref, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'userProducts.titles.table', message: 'User products' }),
          rowLabel: (r) => `${r.userAccount} ${r.productId}`,
          rowTestId: 'user-product-row',
          onOpen: canEdit ? setEditing : setOpened,
          renderActions: canEdit
            ? (r) => (
                <Button size="small" onClick={() => setEditing(r)}>
                  {edit}
                </Button>
              )
            : undefined,
          rowActions: canEdit ? (r) => [{ key: 'e', label: edit, run: () => setEditing(r) }] : undefined,
          actionKeys: canEdit ? [{ key: 'e', label: edit }] : undefined,
        }}
      />
      <UserProductForm row={editing} onClose={() => setEditing(null)} />
      <DetailSheet
        open={opened !== null}
        label={opened ? `${opened.userAccount} ${opened.productId}` : ''}
        testId="user-product-detail"
        onClose={() => setOpened(null)}
      >
        {opened && <UserProductCard row={opened} />}
      </DetailSheet>
    </>
  );
}
