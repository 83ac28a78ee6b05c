import { bankStatementCalls, statementMatchedChoices, statementReadChoices } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { directionLabels, matchedLabels, readLabels, statementLabels as l } from './labels.ts';

const common = [
  {
    key: 'matched',
    kind: 'choice',
    label: l.matched,
    options: statementMatchedChoices.map((m) => ({ value: m, label: matchedLabels[m] })),
  },
  {
    key: 'direction',
    kind: 'choice',
    label: l.direction,
    options: Object.entries(directionLabels).map(([value, label]) => ({ value, label })),
  },
  {
    key: 'read',
    kind: 'choice',
    label: l.read,
    options: statementReadChoices.map((r) => ({ value: r, label: readLabels[r] })),
  },
  { key: 'amount', kind: 'decimal', label: l.amount },
  { key: 'utr', kind: 'text', label: l.utr },
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  { key: 'resourceId', kind: 'id', label: l.resourceId },
] as const satisfies readonly FilterDecl[];
const times = [
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];

/** /bankStatement/list: staff and suppliers. */
export const statementDecls = [...common, ...times] as const satisfies readonly FilterDecl[];
/** /bankStatement/list-sa adds the supplier. */
export const statementSaDecls = [
  ...common,
  { key: 'supplierId', kind: 'pick', pick: 'supplier', label: l.supplier },
  ...times,
] as const satisfies readonly FilterDecl[];

export const statementKeys = keysOf<(typeof statementSaDecls)[number]['key']>(statementSaDecls);
export const statementShape = bankStatementCalls.getList.input.shape;
export type StatementFilters = Filters<(typeof statementKeys)[number]>;
