import { statementMatchedChoices, webRecordCalls } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { matchedLabels, statementLabels as l } from '../bank-statements/index.ts';
import { recordLabels as r } from './labels.ts';

const matched = {
  key: 'matched',
  kind: 'choice',
  label: l.matched,
  options: statementMatchedChoices.map((m) => ({ value: m, label: matchedLabels[m] })),
} as const;
const times = [
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];
const account = [
  { key: 'resourceId', kind: 'id', label: l.resourceId },
  { key: 'supplierId', kind: 'pick', pick: 'supplier', label: l.supplier },
] as const satisfies readonly FilterDecl[];

/** Web messages: like SMS records, by amount and UTR. */
export const webDecls = [
  matched,
  { key: 'amount', kind: 'decimal', label: l.amount },
  { key: 'utr', kind: 'text', label: l.utr },
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  ...account,
  ...times,
] as const satisfies readonly FilterDecl[];

/** USDT records: by USDT amount, hash and either wallet. */
export const usdtDecls = [
  matched,
  { key: 'usdtAmount', kind: 'text', label: r.usdtAmount },
  { key: 'txHash', kind: 'text', label: r.txHash },
  { key: 'address', kind: 'text', label: r.address },
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  ...account,
  ...times,
] as const satisfies readonly FilterDecl[];

export const recordKeys = [
  ...new Set(keysOf<(typeof webDecls)[number]['key'] | (typeof usdtDecls)[number]['key']>([...webDecls, ...usdtDecls])),
];
export const recordShape = webRecordCalls.getList.input.shape;
export type RecordFilters = Filters<(typeof recordKeys)[number]>;
