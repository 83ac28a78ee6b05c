import type { Filters } from '../../../components/filters/url-filters.ts';
import { receivingAccountsRoot } from '../../resource-detail/index.ts';

/** Query keys of the account lists; edits and the resource switch invalidate `all`. */
export const accountKeys = {
  all: receivingAccountsRoot,
  list: (type: string, filters: Filters) => [...receivingAccountsRoot, 'list', type, filters] as const,
  products: (type: string) => [...receivingAccountsRoot, 'products', type] as const,
};
