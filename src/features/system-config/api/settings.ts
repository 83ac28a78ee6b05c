import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingCalls, systemConfigCalls, type CallDef, type SettingKey } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { authKeys } from '../../../lib/user/keys.ts';

/** Settings the user info carries (product 3: the system's name and logo): the header shows them from there. */
const inUserInfo: readonly SettingKey[] = ['SysFlag', 'ShowLogo'];

/** Under the `systemConfig` prefix, so a save also refreshes the cached flags (menu, banner). */
export const systemConfigKeys = {
  all: ['systemConfig'] as const,
  overview: () => ['systemConfig', 'overview'] as const,
};

export const useSettingsOverview = () =>
  useQuery({
    queryKey: systemConfigKeys.overview(),
    queryFn: ({ signal }) => request(systemConfigCalls.getOverview, {}, { signal }),
  });

/** The set body: {enable} for a switch, {value} for the rest (product 7.9). */
export const setBody = (kind: string, value: unknown): Record<string, unknown> =>
  kind === 'boolean' ? { enable: value } : { value };

/** One setting, saved on its own; never queued offline (a setting must not change hours later). */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, { key: SettingKey; body: Record<string, unknown> }>({
    networkMode: 'always',
    // The key picks the call; the body was checked against that key's contract rule by the editor.
    mutationFn: ({ key, body }) => request(settingCalls[key].set as CallDef, body),
    onSuccess: (_data, { key }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: systemConfigKeys.all }),
        // A new name shows at once in this session, not after a reload.
        inUserInfo.includes(key) ? queryClient.invalidateQueries({ queryKey: authKeys.user() }) : undefined,
      ]),
  });
}
