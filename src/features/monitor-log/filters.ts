import { monitorCalls, monitorLogPhases } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { logLabels as l, phaseLabels } from './labels.ts';

/** Product 3 'Monitor log filters', in sheet order. */
export const logDecls = [
  {
    key: 'logPhase',
    kind: 'choice',
    label: l.logPhase,
    options: monitorLogPhases.map((p) => ({ value: p, label: phaseLabels[p] })),
  },
  { key: 'monitorId', kind: 'id', label: l.monitorId },
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  { key: 'cardNumber', kind: 'text', label: l.cardNumber },
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];

export const logKeys = keysOf<(typeof logDecls)[number]['key']>(logDecls);
export const logShape = monitorCalls.getLogList.input.shape;
export type MonitorLogFilters = Filters<(typeof logKeys)[number]>;
