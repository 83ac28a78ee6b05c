import type { MessageDescriptor } from '@lingui/core';
import { ProductId, userProductCalls, type UserOption } from '../../contract/index.ts';
import type { FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { productLabels as l } from './labels.ts';

export const productFilterKeys = ['userId', 'productId'] as const;
export const productFilterShape = userProductCalls.getList.input.shape;
export type UserProductFilters = Filters<(typeof productFilterKeys)[number]>;

/** A name that needs no translation (an account, a product id) in the filters' descriptor form. */
const plain = (text: string): MessageDescriptor => ({ id: text, message: text });

/** The product ids of src/contract/products.ts, in ascending order. */
export const productIds = [...new Set(Object.values(ProductId))].sort((a, b) => a - b);

/** User (merchants and suppliers, from getUserOptions) and product (product 9's ids) as choices. */
export function productDecls(users: readonly UserOption[]): FilterDecl[] {
  return [
    {
      key: 'userId',
      kind: users.length > 0 ? 'choice' : 'id',
      label: l.user,
      options: users.map((u) => ({ value: String(u.value), label: plain(u.account) })),
    },
    {
      key: 'productId',
      kind: 'choice',
      label: l.product,
      options: productIds.map((id) => ({ value: String(id), label: plain(String(id)) })),
    },
  ];
}
