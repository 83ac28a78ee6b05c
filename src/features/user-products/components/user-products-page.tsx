import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { canCall, userProductCalls, type UserProductRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useFeeHolders, useUserProducts } from '../api/get-user-products.ts';
import { productDecls, productFilterKeys, productFilterShape } from '../filters.ts';
import { UserProductCard } from './user-product-card.tsx';
import { UserProductForm } from './user-product-form.tsx';

/**
 * User products (product 2.8 /userProduct): each merchant's and supplier's rate and fixed fee per
 * product, filtered by user and product; admins edit them, the customerService variant reads.
 */
export function UserProductsPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canEdit = !route.readOnly && canCall(userProductCalls.update.access, role);
  const [filters, setFilters] = useListFilters(route.path, productFilterKeys, productFilterShape);
  const settings = useUserProducts(filters);
  const holders = useFeeHolders();
  const decls = useMemo(() => productDecls(holders.data ?? []), [holders.data]);
  const [editing, setEditing] = useState<UserProductRow | null>(null);

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
      />
      <UserProductForm row={editing} onClose={() => setEditing(null)} />
    </>
  );
}
