import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of the bank directory; every change invalidates `all` (pickers included). */
export const bankKeys = {
  all: ['banks'] as const,
  list: (filters: Filters) => [...bankKeys.all, 'list', filters] as const,
  options: (purpose: 'account' | 'payout', country: string | undefined, keyword: string) =>
    [...bankKeys.all, 'options', purpose, country ?? '', keyword] as const,
};
