import { dynamicPayOutcomes, dynamicPayRecordCalls } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { dynamicPayLabels as l, outcomeLabels } from './labels.ts';

const rest = [
  {
    key: 'outcome',
    kind: 'choice',
    label: l.outcome,
    options: dynamicPayOutcomes.map((o) => ({ value: o, label: outcomeLabels[o] })),
  },
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];

/** The product picked by name where the reader may list products; technical support types its id. */
export const recordDecls = [
  { key: 'productId', kind: 'pick', pick: 'product', label: l.product },
  ...rest,
] as const satisfies readonly FilterDecl[];
export const recordDeclsById = [
  { key: 'productId', kind: 'id', label: l.productId },
  ...rest,
] as const satisfies readonly FilterDecl[];
export const recordFilterKeys = keysOf<(typeof recordDecls)[number]['key']>(recordDecls);
export const recordShape = dynamicPayRecordCalls.list.input.shape;
export type RecordFilters = Filters<(typeof recordFilterKeys)[number]>;
