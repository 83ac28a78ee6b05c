import type { OrderProductOption, UserOption } from '../../contract/index.ts';

/** A pick option of a filter sheet: the id as the filter's value, the words a person types to find it. */
export interface PickOption {
  value: string;
  label: string;
}

/** People by name with their account, so two equal names stay apart and an account finds them too. */
export const peopleOptions = (list: readonly UserOption[] | undefined): PickOption[] =>
  (list ?? []).map((u) => ({ value: String(u.value), label: u.label && u.label !== u.account ? `${u.label} (${u.account})` : u.account }));

/** Products by name with their id, as the order rows and the API documentation name them. */
export const productOptions = (list: readonly OrderProductOption[] | undefined): PickOption[] =>
  (list ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.id})` }));
