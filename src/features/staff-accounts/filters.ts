import { adminCalls, roles } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { roleLabels } from '../../lib/i18n/role-labels.ts';
import { userLabels as l } from './labels.ts';

/** Product 7.2 getUserList filters; product 5: each is sent only when non-empty after trimming. */
export const userDecls = [
  { key: 'nickname', kind: 'text', label: l.nickname },
  { key: 'account', kind: 'text', label: l.account },
  { key: 'access', kind: 'choice', label: l.role, options: roles.map((r) => ({ value: r, label: roleLabels[r] })) },
] as const satisfies readonly FilterDecl[];

export const userKeys = keysOf<(typeof userDecls)[number]['key']>(userDecls);
export const userShape = adminCalls.getUserList.input.shape;
export type UserFilters = Filters<(typeof userKeys)[number]>;
