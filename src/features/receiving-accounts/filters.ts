import { MonitorState, resourceCalls, resourceStateChoices } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { monitorStateLabels } from '../resource-detail/index.ts';
import { labels as l, stateLabels } from './labels.ts';

const common = [
  {
    key: 'state',
    kind: 'choice',
    label: l.state,
    options: resourceStateChoices.map((s) => ({ value: s, label: stateLabels[s] })),
  },
  {
    key: 'monitorState',
    kind: 'choice',
    label: l.monitorState,
    options: Object.values(MonitorState).map((s) => ({ value: String(s), label: monitorStateLabels[s]! })),
  },
  { key: 'productId', kind: 'pick', pick: 'product', label: l.product },
  { key: 'keyword', kind: 'text', label: l.keyword },
] as const satisfies readonly FilterDecl[];

/** The supplier's own page. */
export const supplierDecls = common;
/** /list-admin and its customerService variant: all suppliers. */
export const adminDecls = [
  { key: 'supplierId', kind: 'pick', pick: 'supplier', label: l.supplier },
  ...common,
] as const satisfies readonly FilterDecl[];

export const resourceFilterKeys = keysOf<(typeof adminDecls)[number]['key']>(adminDecls);
export const resourceFilterShape = resourceCalls.getList.input.shape;
export type ResourceFilters = Filters<(typeof resourceFilterKeys)[number]>;
