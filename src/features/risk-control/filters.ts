import { RiskDetectionState, riskControlCalls, riskEntryKinds } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { detectionStateLabels, entryKindLabels, riskLabels as l } from './labels.ts';

export const blacklistDecls = [
  {
    key: 'kind',
    kind: 'choice',
    label: l.kind,
    options: riskEntryKinds.map((k) => ({ value: k, label: entryKindLabels[k] })),
  },
  { key: 'value', kind: 'text', label: l.value },
] as const satisfies readonly FilterDecl[];
export const blacklistKeys = keysOf<(typeof blacklistDecls)[number]['key']>(blacklistDecls);
export const blacklistShape = riskControlCalls.blacklist.input.shape;
export type BlacklistFilters = Filters<(typeof blacklistKeys)[number]>;

export const nameDecls = [{ key: 'value', kind: 'text', label: l.name }] as const satisfies readonly FilterDecl[];
export const nameKeys = keysOf<(typeof nameDecls)[number]['key']>(nameDecls);
export const nameShape = riskControlCalls.nameBlacklist.input.shape;
export type NameFilters = Filters<(typeof nameKeys)[number]>;

export const detectionDecls = [
  {
    key: 'state',
    kind: 'choice',
    label: l.state,
    options: (Object.keys(RiskDetectionState) as (keyof typeof RiskDetectionState)[]).map((s) => ({
      value: String(RiskDetectionState[s]),
      label: detectionStateLabels[s],
    })),
  },
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  { key: 'merchantId', kind: 'pick', pick: 'merchant', label: l.merchant },
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];
export const detectionKeys = keysOf<(typeof detectionDecls)[number]['key']>(detectionDecls);
export const detectionShape = riskControlCalls.detections.input.shape;
export type DetectionFilters = Filters<(typeof detectionKeys)[number]>;
