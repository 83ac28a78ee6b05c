import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of the analysis pages; a freeze or unfreeze invalidates `all` (the IP rows show the frozen mark). */
export const analysisKeys = {
  all: ['orderAnalysis'] as const,
  ips: (filters: Filters) => [...analysisKeys.all, 'ips', filters] as const,
  payers: (filters: Filters) => [...analysisKeys.all, 'payers', filters] as const,
  frozen: (filters: Filters) => [...analysisKeys.all, 'frozen', filters] as const,
};
