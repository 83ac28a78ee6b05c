import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { relayBotCalls as c } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { botKeys } from './bot.ts';

/** Query keys of the relay bot pages, under the bot pages' keys: a token or group change refreshes both. */
export const relayKeys = {
  all: [...botKeys.all, 'relay'] as const,
  info: () => [...relayKeys.all, 'info'] as const,
  groups: () => [...relayKeys.all, 'groups'] as const,
  pairs: (merchantId: string, supplierId: string) => [...relayKeys.all, 'pairs', merchantId, supplierId] as const,
  relays: (merchantId: string, supplierId: string) => [...relayKeys.all, 'relays', merchantId, supplierId] as const,
};

const filter = (merchantId: string, supplierId: string) => ({
  ...(merchantId ? { merchantId: Number(merchantId) } : {}),
  ...(supplierId ? { supplierId: Number(supplierId) } : {}),
});

/** The running state changes on its own (the bot starts a moment after the token is saved). */
export const useRelayInfo = () =>
  useQuery({
    queryKey: relayKeys.info(),
    queryFn: ({ signal }) => request(c.info, {}, { signal }),
    refetchInterval: 5_000,
  });

export const useRelayGroups = () =>
  useQuery({
    queryKey: relayKeys.groups(),
    queryFn: ({ signal }) => request(c.groups, { includeLeft: false }, { signal }),
    refetchInterval: 15_000,
  });

export const useRelayPairs = (merchantId: string, supplierId: string) =>
  useQuery({
    queryKey: relayKeys.pairs(merchantId, supplierId),
    queryFn: ({ signal }) => request(c.pairs, filter(merchantId, supplierId), { signal }),
    refetchInterval: 15_000,
  });

export const useRecentRelays = (merchantId: string, supplierId: string) =>
  useQuery({
    queryKey: relayKeys.relays(merchantId, supplierId),
    queryFn: ({ signal }) => request(c.relays, filter(merchantId, supplierId), { signal }),
    refetchInterval: 15_000,
  });

/** Marks or unmarks the unified supplier query group; never queued offline. */
export function useSetUnifiedGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { chatId: number; unified: boolean }) => request(c.setUnifiedGroup, input),
    networkMode: 'always',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: relayKeys.all });
    },
  });
}
