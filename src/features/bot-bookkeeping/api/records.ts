import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  botFundRecordCalls,
  settingCalls,
  userCalls,
  type BotFundRecordRow,
  type CallInput,
  type UserOption,
} from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { nextPageIndex } from '../../../components/list/paged.ts';
import type { BotFundFilters } from '../filters.ts';
import { botFundKeys } from './keys.ts';

/** One page of reports under the filters: the list's and its export's call. */
export const fetchBotFundPage = (filters: BotFundFilters, pageIndex: number, pageNum: number, signal?: AbortSignal) =>
  request(botFundRecordCalls.list, { ...filters, pageIndex, pageNum }, { signal });

/** Reports newest first; each page carries the totals of every matching report. */
export const botFundRecordsQueryOptions = (filters: BotFundFilters) =>
  infiniteQueryOptions({
    queryKey: botFundKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchBotFundPage(filters, pageParam, 30, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
  });

export const useBotFundRecords = (filters: BotFundFilters) => useInfiniteQuery(botFundRecordsQueryOptions(filters));

async function fetchHolders(signal: AbortSignal): Promise<UserOption[]> {
  const [merchants, suppliers] = await Promise.all([
    request(userCalls.getUserOptions, { role: 'merchant' }, { signal }),
    request(userCalls.getUserOptions, { role: 'supplier' }, { signal }),
  ]);
  return [...merchants, ...suppliers];
}

/** Merchants and suppliers, the users a group is bound to (the user filter). */
export const useHolderOptions = () =>
  useQuery(
    queryOptions({ queryKey: botFundKeys.holders(), queryFn: ({ signal }) => fetchHolders(signal), staleTime: 60_000 }),
  );

/**
 * Whether EnableGoogleVerifyForBalanceOperation is on (a confirmation moves money like a balance
 * operation). Unknown counts as on: an unneeded field costs less than a refusal after typing.
 */
export function useGoogleRequired(): boolean {
  const q = useQuery({
    queryKey: botFundKeys.googleRequired(),
    queryFn: ({ signal }) => request(settingCalls.EnableGoogleVerifyForBalanceOperation.get, {}, { signal }),
    staleTime: 60_000,
  });
  return q.data !== false;
}

/** Never queued offline: a confirmation moves money and may need a Google code. */
function useDecision<C extends (typeof botFundRecordCalls)['confirm' | 'reject']>(c: C) {
  const queryClient = useQueryClient();
  return useMutation<BotFundRecordRow, Error, CallInput<C>>({
    mutationFn: (input) => request(c, input) as Promise<BotFundRecordRow>,
    networkMode: 'always',
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: botFundKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['fundRecords'] }),
      ]);
    },
  });
}

export const useConfirmBotFundRecord = () => useDecision(botFundRecordCalls.confirm);
export const useRejectBotFundRecord = () => useDecision(botFundRecordCalls.reject);
