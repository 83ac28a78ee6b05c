import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of bot bookkeeping; a confirmation or rejection invalidates `all` (and the fund records). */
export const botFundKeys = {
  all: ['botFundRecords'] as const,
  list: (filters: Filters) => [...botFundKeys.all, 'list', filters] as const,
  holders: () => [...botFundKeys.all, 'holders'] as const,
  googleRequired: () => [...botFundKeys.all, 'googleRequired'] as const,
};
