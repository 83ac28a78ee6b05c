import { bankCalls, bankCountries } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { bankLabels as l } from './labels.ts';

/** Country codes are shown as they are: they are what the import files and settings use. */
export const bankDecls = [
  { key: 'keyword', kind: 'text', label: l.keyword },
  {
    key: 'country',
    kind: 'choice',
    label: l.country,
    options: bankCountries.map((c) => ({ value: c, label: { id: `country.${c}`, message: c } })),
  },
  {
    key: 'enabled',
    kind: 'choice',
    label: l.enabled,
    options: [
      { value: 'true', label: l.yes },
      { value: 'false', label: l.no },
    ],
  },
] as const satisfies readonly FilterDecl[];
export const bankFilterKeys = keysOf<(typeof bankDecls)[number]['key']>(bankDecls);
export const bankFilterShape = bankCalls.list.input.shape;
export type BankFilters = Filters<(typeof bankFilterKeys)[number]>;
