import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of fund records; a balance operation invalidates `all`. */
export const fundKeys = {
  all: ['fundRecords'] as const,
  list: (filters: Filters) => [...fundKeys.all, 'list', filters] as const,
  holders: () => ['fundHolders'] as const,
  googleRequired: () => ['fundGoogleRequired'] as const,
};
