import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of batches; every batch action invalidates `all` and the payout lists. */
export const batchQueryKeys = {
  all: ['payoutBatches'] as const,
  list: (filters: Filters) => [...batchQueryKeys.all, 'list', filters] as const,
  detail: (id: number) => [...batchQueryKeys.all, 'detail', id] as const,
  resources: () => [...batchQueryKeys.all, 'resources'] as const,
  candidates: (resourceId: number) => [...batchQueryKeys.all, 'candidates', resourceId] as const,
};
