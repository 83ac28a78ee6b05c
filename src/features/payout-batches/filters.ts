import { payoutBatchCalls, payoutBatchStatusIds, payoutBatchTemplateIds } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { batchLabels as l, batchStatusLabels, templateLabels } from './labels.ts';

export const batchDecls = [
  { key: 'batchNo', kind: 'text', label: l.batchNo },
  {
    key: 'status',
    kind: 'choice',
    label: l.status,
    options: payoutBatchStatusIds.map((s) => ({ value: String(s), label: batchStatusLabels[s] })),
  },
  {
    key: 'templateId',
    kind: 'choice',
    label: l.template,
    options: payoutBatchTemplateIds.map((t) => ({ value: t, label: templateLabels[t] })),
  },
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];

export const batchKeys = keysOf<(typeof batchDecls)[number]['key']>(batchDecls);
export const batchShape = payoutBatchCalls.getList.input.shape;
export type BatchFilters = Filters<(typeof batchKeys)[number]>;
