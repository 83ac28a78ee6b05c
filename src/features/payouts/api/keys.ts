import type { Filters } from '../../../components/filters/url-filters.ts';
import type { OrderSort } from '../../../contract/index.ts';

/** Query keys of payouts; every action invalidates `all` (list and pool). */
export const payoutQueryKeys = {
  all: ['payouts'] as const,
  /** The list newest first keeps the key it always had; the desk table's sort adds itself. */
  list: (filters: Filters, sort?: OrderSort) =>
    sort
      ? ([...payoutQueryKeys.all, 'list', filters, sort] as const)
      : ([...payoutQueryKeys.all, 'list', filters] as const),
  pool: (filters: Filters) => [...payoutQueryKeys.all, 'pool', filters] as const,
};
