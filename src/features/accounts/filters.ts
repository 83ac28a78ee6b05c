import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { accountCalls, accountStates } from '../../contract/index.ts';
import { accountLabels as l, stateLabels } from './labels.ts';

export const accountDecls = [
  { key: 'account', kind: 'text', label: l.account },
  { key: 'nickname', kind: 'text', label: l.nickname },
  {
    key: 'state',
    kind: 'choice',
    label: l.state,
    options: accountStates.map((s) => ({ value: s, label: stateLabels[s] })),
  },
] as const satisfies readonly FilterDecl[];

export const accountFilterKeys = keysOf<(typeof accountDecls)[number]['key']>(accountDecls);
export const accountShape = accountCalls.getMerchantList.input.shape;
export type AccountFilters = Filters<(typeof accountFilterKeys)[number]>;
