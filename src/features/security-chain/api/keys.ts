import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of the chain pages; saving the settings invalidates `all` (states depend on them). */
export const securityChainKeys = {
  all: ['securityChain'] as const,
  chains: (filters: Filters) => [...securityChainKeys.all, 'chains', filters] as const,
  records: (firstId: number) => [...securityChainKeys.all, 'records', firstId] as const,
  patches: (filters: Filters) => [...securityChainKeys.all, 'patches', filters] as const,
  settings: () => [...securityChainKeys.all, 'settings'] as const,
};
