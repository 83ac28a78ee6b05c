import { orderAnalysisCalls } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { analysisLabels as l, yesNoLabels } from './labels.ts';

// No times chosen: the server reads the last 24 hours; a range may span at most 31 days.
const times = [
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];

export const ipDecls = [
  { key: 'ip', kind: 'text', label: l.ip },
  {
    key: 'abnormalOnly',
    kind: 'choice',
    label: l.abnormalOnly,
    options: (['yes', 'no'] as const).map((v) => ({ value: v, label: yesNoLabels[v] })),
  },
  ...times,
] as const satisfies readonly FilterDecl[];
export const ipKeys = keysOf<(typeof ipDecls)[number]['key']>(ipDecls);
export const ipShape = orderAnalysisCalls.ipList.input.shape;
export type IpFilters = Filters<(typeof ipKeys)[number]>;

export const payerDecls = [
  { key: 'userName', kind: 'text', label: l.userName },
  ...times,
] as const satisfies readonly FilterDecl[];
export const payerKeys = keysOf<(typeof payerDecls)[number]['key']>(payerDecls);
export const payerShape = orderAnalysisCalls.payerList.input.shape;
export type PayerFilters = Filters<(typeof payerKeys)[number]>;

export const frozenDecls = [{ key: 'ip', kind: 'text', label: l.ip }] as const satisfies readonly FilterDecl[];
export const frozenKeys = keysOf<(typeof frozenDecls)[number]['key']>(frozenDecls);
export const frozenShape = orderAnalysisCalls.frozenIpList.input.shape;
export type FrozenFilters = Filters<(typeof frozenKeys)[number]>;
