import { allFundReasons, fundRecordCalls, type UserOption } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { fundLabels as l, reasonLabel, userOptionLabel } from './labels.ts';

const reasonDecl = {
  key: 'reason',
  kind: 'choice',
  label: l.reason,
  options: allFundReasons.flatMap((r) => {
    const label = reasonLabel(r);
    return label ? [{ value: String(r), label }] : [];
  }),
} as const satisfies FilterDecl;
const rest = [
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];

/** A merchant's or supplier's own records: no user to pick. */
export const ownDecls = [reasonDecl, ...rest] as const satisfies readonly FilterDecl[];

/** Staff pick the user among the merchants and suppliers. */
export function staffDecls(holders: readonly UserOption[]): FilterDecl[] {
  const options = holders.map((u) => ({
    value: String(u.value),
    label: { ...userOptionLabel, values: { account: u.account, name: u.label } },
  }));
  // Picked by name (typing part of it), not from a wall of chips.
  return [{ key: 'userId', kind: 'pick', label: l.user, options }, reasonDecl, ...rest];
}

export const fundFilterKeys = ['userId', ...keysOf(ownDecls)] as const;
export const fundShape = fundRecordCalls.getList.input.shape;
export type FundFilters = Filters<(typeof fundFilterKeys)[number]>;
