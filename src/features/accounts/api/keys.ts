import type { Filters } from '../../../components/filters/url-filters.ts';
import type { ManagedRole } from '../../../contract/index.ts';

/** Query keys of merchant and supplier management; every action invalidates `all`. */
export const accountKeys = {
  all: ['accounts'] as const,
  list: (role: ManagedRole, filters: Filters) => [...accountKeys.all, role, 'list', filters] as const,
  subAccounts: (userId: number) => [...accountKeys.all, 'subAccounts', userId] as const,
  options: () => [...accountKeys.all, 'options'] as const,
};
