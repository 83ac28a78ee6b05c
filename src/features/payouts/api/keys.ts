import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of payouts; every action invalidates `all` (list and pool). */
export const payoutQueryKeys = {
  all: ['payouts'] as const,
  list: (filters: Filters) => [...payoutQueryKeys.all, 'list', filters] as const,
  pool: (filters: Filters) => [...payoutQueryKeys.all, 'pool', filters] as const,
};
