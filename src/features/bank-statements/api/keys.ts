import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of SMS records; a manual match invalidates `all`. */
export const statementKeys = {
  all: ['bankStatements'] as const,
  list: (filters: Filters) => [...statementKeys.all, 'list', filters] as const,
};
