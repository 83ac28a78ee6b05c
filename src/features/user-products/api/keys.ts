import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of the fee settings; an update invalidates `all`. */
export const userProductKeys = {
  all: ['userProducts'] as const,
  list: (filters: Filters) => [...userProductKeys.all, 'list', filters] as const,
  users: () => [...userProductKeys.all, 'users'] as const,
};
