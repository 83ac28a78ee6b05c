import { queryOptions, useQueries } from '@tanstack/react-query';
import { orderActionCalls, userCalls, type OrderProductOption, type UserOption } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';

/** What a `pick` filter chooses by name: a merchant, a supplier or a collection product. */
export type PickSource = 'merchant' | 'supplier' | 'product';

/** A pick option of a filter sheet: the id as the filter's value, the words a person types to find it. */
export interface PickOption {
  value: string;
  label: string;
}

/** People by name with their account, so two equal names stay apart and an account finds them too. */
export const peopleOptions = (list: readonly UserOption[] | undefined): PickOption[] =>
  (list ?? []).map((u) => ({
    value: String(u.value),
    label: u.label && u.label !== u.account ? `${u.label} (${u.account})` : u.account,
  }));

/** Products by name with their id, as the order rows and the API documentation name them. */
export const productOptions = (list: readonly OrderProductOption[] | undefined): PickOption[] =>
  (list ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.id})` }));

/**
 * The name lists behind the pick filters of the shared filter sheet. Their calls are staff's
 * (merchants), staff's and suppliers' (suppliers) and everyone's but technical support
 * (products): a list declares a pick only where its readers may make the call.
 */
export const pickSourceQuery = (source: PickSource) =>
  queryOptions({
    queryKey: ['pickOptions', source] as const,
    queryFn: async ({ signal }): Promise<PickOption[]> => {
      if (source === 'merchant')
        return peopleOptions(await request(userCalls.getUserOptions, { role: 'merchant' }, { signal }));
      if (source === 'supplier') return peopleOptions(await request(userCalls.getSupplierUserOptions, {}, { signal }));
      return productOptions(await request(orderActionCalls.getOrderProductList, {}, { signal }));
    },
    staleTime: 5 * 60_000,
  });

/** The options of each source asked for, fetched only while `enabled` (the sheet open, or a chip naming one). */
export function usePickSources(
  sources: readonly PickSource[],
  enabled: boolean,
): Partial<Record<PickSource, PickOption[]>> {
  return useQueries({
    queries: sources.map((s) => ({ ...pickSourceQuery(s), enabled })),
    // Combined results are kept while nothing changed, so the sheet's fields are not rebuilt each render.
    combine: (results) => Object.fromEntries(sources.map((s, i) => [s, results[i]?.data ?? []])),
  });
}
