import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ipRuleCalls, settingCalls, type CallInput, type IpRuleRow, orderPageMax } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import type { IpRuleFilters } from '../filters.ts';
import { ipRuleKeys } from './keys.ts';

/** Every rule, last changed first. */
export const ipRulesQueryOptions = (filters: IpRuleFilters) =>
  pagedQueryOptions(ipRuleKeys.list(filters), (pageIndex, signal) =>
    request(ipRuleCalls.list, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const useIpRules = (filters: IpRuleFilters) => useInfiniteQuery(ipRulesQueryOptions(filters));

/**
 * Whether a change of this kind of rule asks for a Google code (EnableGoogleVerifyForIpWhitelist
 * for merchants, EnableGoogleVerifyForIpRule for staff). Unknown counts as on: an unneeded field
 * costs less than a refusal after typing everything.
 */
export function useGoogleRequired(scope: 'merchant' | 'staff'): boolean {
  const c =
    scope === 'merchant' ? settingCalls.EnableGoogleVerifyForIpWhitelist : settingCalls.EnableGoogleVerifyForIpRule;
  const q = useQuery({
    queryKey: ipRuleKeys.googleRequired(scope),
    queryFn: ({ signal }) => request(c.get, {}, { signal }),
    staleTime: 60_000,
  });
  return q.data !== false;
}

/** Never queued offline: they may need a Google code, and they decide who gets in. */
function useRuleMutation<C extends (typeof ipRuleCalls)['add' | 'update' | 'delete'], O>(c: C) {
  const queryClient = useQueryClient();
  return useMutation<O, Error, CallInput<C>>({
    mutationFn: (input) => request(c, input) as Promise<O>,
    networkMode: 'always',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ipRuleKeys.all });
    },
  });
}

export const useAddIpRule = () => useRuleMutation<typeof ipRuleCalls.add, IpRuleRow>(ipRuleCalls.add);
export const useUpdateIpRule = () => useRuleMutation<typeof ipRuleCalls.update, IpRuleRow>(ipRuleCalls.update);
export const useDeleteIpRule = () => useRuleMutation<typeof ipRuleCalls.delete, { id: number }>(ipRuleCalls.delete);

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchIpRulePage = (filters: IpRuleFilters, ref: PageRef, signal: AbortSignal) =>
  request(ipRuleCalls.list, { ...filters, pageIndex: ref.pageIndex, pageNum: orderPageMax }, { signal });
