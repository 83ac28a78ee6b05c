import { chainStates, securityChainCalls } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { chainLabels as l, stateLabels } from './labels.ts';

export const chainDecls = [
  {
    key: 'state',
    kind: 'choice',
    label: l.state,
    options: chainStates.map((s) => ({ value: s, label: stateLabels[s] })),
  },
  { key: 'supplierId', kind: 'pick', pick: 'supplier', label: l.supplier },
  { key: 'resourceId', kind: 'id', label: l.resourceId },
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];
export const chainKeys = keysOf<(typeof chainDecls)[number]['key']>(chainDecls);
export const chainShape = securityChainCalls.getChainList.input.shape;
export type ChainFilters = Filters<(typeof chainKeys)[number]>;

export const patchDecls = [
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  { key: 'supplierId', kind: 'pick', pick: 'supplier', label: l.supplier },
  { key: 'resourceId', kind: 'id', label: l.resourceId },
  { key: 'startTime', kind: 'dateTime', label: l.patchFrom },
  { key: 'endTime', kind: 'dateTime', label: l.patchUntil },
] as const satisfies readonly FilterDecl[];
export const patchKeys = keysOf<(typeof patchDecls)[number]['key']>(patchDecls);
export const patchShape = securityChainCalls.getPatchList.input.shape;
export type PatchFilters = Filters<(typeof patchKeys)[number]>;
