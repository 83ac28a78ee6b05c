import { ipRuleCalls, ipRuleScopes } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { ipRuleLabels as l, scopeLabels } from './labels.ts';

export const ipRuleDecls = [
  {
    key: 'scope',
    kind: 'choice',
    label: l.scope,
    options: ipRuleScopes.map((s) => ({ value: s, label: scopeLabels[s] })),
  },
  { key: 'search', kind: 'text', label: l.search },
] as const satisfies readonly FilterDecl[];
export const ipRuleFilterKeys = keysOf<(typeof ipRuleDecls)[number]['key']>(ipRuleDecls);
export const ipRuleShape = ipRuleCalls.list.input.shape;
export type IpRuleFilters = Filters<(typeof ipRuleFilterKeys)[number]>;
