import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of callbacks; a re-send or a delete invalidates `all`. */
export const callbackKeys = {
  all: ['orderCallbacks'] as const,
  list: (filters: Filters) => [...callbackKeys.all, 'list', filters] as const,
  attempts: (filters: Filters) => [...callbackKeys.all, 'attempts', filters] as const,
};
