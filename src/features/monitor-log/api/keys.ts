import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of the monitor log; clearing invalidates `all`. */
export const monitorLogKeys = {
  all: ['monitorLog'] as const,
  list: (filters: Filters) => [...monitorLogKeys.all, 'list', filters] as const,
};
