import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of the audit log (read only: nothing here invalidates them but a refresh). */
export const auditKeys = {
  all: ['auditRecords'] as const,
  list: (filters: Filters) => [...auditKeys.all, 'list', filters] as const,
};
