import { msg } from '@lingui/core/macro';
import { orderFigureCalls } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';

/** The day and the product the profile takes, kept in the URL. */
export const profileDecls = [
  { key: 'date', kind: 'text', label: msg({ id: 'orderProfile.fields.day', message: 'Day (UTC)' }) },
  { key: 'productId', kind: 'id', label: msg({ id: 'orders.fields.productId', message: 'Product ID' }) },
] as const satisfies readonly FilterDecl[];

export const profileKeys = keysOf<(typeof profileDecls)[number]['key']>(profileDecls);
export const profileShape = orderFigureCalls.profile.input.shape;
export type ProfileFilters = Filters<(typeof profileKeys)[number]>;
