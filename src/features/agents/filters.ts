import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { agentCalls, teamStates } from '../../contract/index.ts';
import { memberLabels as l, teamStateLabels } from './labels.ts';

export const teamDecls = [
  { key: 'keyword', kind: 'text', label: l.search },
  {
    key: 'state',
    kind: 'choice',
    label: l.state,
    options: teamStates.map((s) => ({ value: s, label: teamStateLabels[s] })),
  },
] as const satisfies readonly FilterDecl[];

export const teamFilterKeys = keysOf<(typeof teamDecls)[number]['key']>(teamDecls);
export const teamShape = agentCalls.getTeam.input.shape;
export type TeamFilters = Filters<(typeof teamFilterKeys)[number]>;
