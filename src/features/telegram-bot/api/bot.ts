import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  settingCalls,
  telegramBotCalls as c,
  userCalls,
  type CallInput,
  type UserOption,
} from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';

/** Query keys of the bot pages; every change invalidates `all`. */
export const botKeys = {
  all: ['telegramBot'] as const,
  info: () => [...botKeys.all, 'info'] as const,
  groups: (includeLeft: boolean) => [...botKeys.all, 'groups', includeLeft] as const,
  users: () => [...botKeys.all, 'users'] as const,
  owners: () => [...botKeys.all, 'owners'] as const,
  staff: () => [...botKeys.all, 'staff'] as const,
};

/** The running state changes on its own (the bot starts a moment after the token is saved): read it again every few seconds. */
export const useBotInfo = () =>
  useQuery(
    queryOptions({
      queryKey: botKeys.info(),
      queryFn: ({ signal }) => request(c.info, {}, { signal }),
      refetchInterval: 5_000,
    }),
  );

export const useBotGroups = (includeLeft = false) =>
  useQuery({
    queryKey: botKeys.groups(includeLeft),
    queryFn: ({ signal }) => request(c.groups, { includeLeft }, { signal }),
    refetchInterval: 15_000,
  });

export const useBotUsers = () =>
  useQuery({ queryKey: botKeys.users(), queryFn: ({ signal }) => request(c.users, {}, { signal }) });

/** Merchants and suppliers a group may belong to, picked by name. */
async function fetchOwners(signal: AbortSignal): Promise<(UserOption & { role: 'merchant' | 'supplier' })[]> {
  const [merchants, suppliers] = await Promise.all([
    request(userCalls.getUserOptions, { role: 'merchant' }, { signal }),
    request(userCalls.getUserOptions, { role: 'supplier' }, { signal }),
  ]);
  return [
    ...merchants.map((o) => ({ ...o, role: 'merchant' as const })),
    ...suppliers.map((o) => ({ ...o, role: 'supplier' as const })),
  ];
}
export const useOwnerOptions = (enabled: boolean) =>
  useQuery({ queryKey: botKeys.owners(), queryFn: ({ signal }) => fetchOwners(signal), staleTime: 60_000, enabled });

/** Staff accounts a Telegram user may be linked to. */
const staffRoles = ['superAdmin', 'admin', 'customerService', 'technicalMaintenance', 'technicalSupport'] as const;
async function fetchStaff(signal: AbortSignal): Promise<UserOption[]> {
  const lists = await Promise.all(staffRoles.map((role) => request(userCalls.getUserOptions, { role }, { signal })));
  return lists.flat();
}
export const useStaffOptions = (enabled: boolean) =>
  useQuery({ queryKey: botKeys.staff(), queryFn: ({ signal }) => fetchStaff(signal), staleTime: 60_000, enabled });

type Writes =
  'bindGroup' | 'unbindGroup' | 'setGroupLanguage' | 'setGroupWhitelisted' | 'addUser' | 'updateUser' | 'deleteUser';

/** Never queued offline: they decide who the bot answers. */
export function useBotChange<K extends Writes>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<(typeof c)[K]>) => request(c[key], input as never),
    networkMode: 'always',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: botKeys.all });
    },
  });
}

/** Saves BotToken, or the relay bot's TransferBotToken (superAdmin); the bot restarts with it within seconds. */
export function useSetBotToken(setting: 'BotToken' | 'TransferBotToken' = 'BotToken') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => request(settingCalls[setting].set, { value }),
    networkMode: 'always',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: botKeys.all });
    },
  });
}
