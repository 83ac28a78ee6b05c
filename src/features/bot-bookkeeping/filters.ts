import { botFundRecordCalls, botFundRecordStates, type UserOption } from '../../contract/index.ts';
import type { FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { botFundLabels as l, stateLabels } from './labels.ts';

/** The user picked by name among merchants and suppliers, the state, and a time range. */
export function botFundDecls(holders: readonly UserOption[]): FilterDecl[] {
  const users = holders.map((u) => ({
    value: String(u.value),
    label: { ...l.userOption, values: { account: u.account, name: u.label } },
  }));
  return [
    { key: 'userId', kind: 'pick', label: l.user, options: users },
    {
      key: 'state',
      kind: 'choice',
      label: l.state,
      options: botFundRecordStates.map((s) => ({ value: String(s), label: stateLabels[s] })),
    },
    { key: 'startTime', kind: 'dateTime', label: l.startTime },
    { key: 'endTime', kind: 'dateTime', label: l.endTime },
  ];
}

export const botFundFilterKeys = ['userId', 'state', 'startTime', 'endTime'] as const;
export const botFundShape = botFundRecordCalls.list.input.shape;
export type BotFundFilters = Filters<(typeof botFundFilterKeys)[number]>;
