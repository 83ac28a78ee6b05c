import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of risk control; every change invalidates `all` (a decision also moves a payout). */
export const riskKeys = {
  all: ['riskControl'] as const,
  blacklist: (filters: Filters) => [...riskKeys.all, 'blacklist', filters] as const,
  names: (filters: Filters) => [...riskKeys.all, 'names', filters] as const,
  detections: (filters: Filters) => [...riskKeys.all, 'detections', filters] as const,
};
