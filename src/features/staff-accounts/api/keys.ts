import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of the account list; every change invalidates `all`. */
export const staffKeys = {
  all: ['staffAccounts'] as const,
  list: (filters: Filters) => [...staffKeys.all, 'list', filters] as const,
};
