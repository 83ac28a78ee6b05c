import type { Filters } from '../../../components/filters/url-filters.ts';

/** Query keys of the IP whitelist; every change invalidates `all`. */
export const ipRuleKeys = {
  all: ['ipRules'] as const,
  list: (filters: Filters) => [...ipRuleKeys.all, 'list', filters] as const,
  googleRequired: (scope: 'merchant' | 'staff') => [...ipRuleKeys.all, 'googleRequired', scope] as const,
};
