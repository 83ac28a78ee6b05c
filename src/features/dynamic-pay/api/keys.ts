import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of dynamic pay; every script change invalidates `scripts`, every run `records`. */
export const dynamicPayKeys = {
  scripts: ['payScripts'] as const,
  list: () => [...dynamicPayKeys.scripts, 'list'] as const,
  versions: (productId: number) => [...dynamicPayKeys.scripts, 'versions', productId] as const,
  samples: (productId: number) => [...dynamicPayKeys.scripts, 'samples', productId] as const,
  records: ['dynamicPayRecords'] as const,
  recordList: (filters: Filters) => [...dynamicPayKeys.records, 'list', filters] as const,
};
