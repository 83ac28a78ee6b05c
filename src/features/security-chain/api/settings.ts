import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemConfigCalls as c, type SecuritySettingsForm } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { securityChainKeys } from './keys.ts';

/** The four settings of product 7.9 the chains use, read together. */
export const useSecuritySettings = () =>
  useQuery({
    queryKey: securityChainKeys.settings(),
    queryFn: async ({ signal }): Promise<SecuritySettingsForm> => {
      const [freq, global, limit, check] = await Promise.all([
        request(c.getSecurityFreqParameters, {}, { signal }),
        request(c.getGlobalSecuritySetting, {}, { signal }),
        request(c.getFixSecurityChainSupplementLimit, {}, { signal }),
        request(c.getEnableSystemCheck, {}, { signal }),
      ]);
      return { ...freq, ...global, fixSecurityChainSupplementLimit: limit, enableSystemCheck: check };
    },
  });

/**
 * Sends the four set calls (each audited by the server) one after another; never queued offline.
 * The chains refetch afterwards: their states follow the settings.
 */
export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, SecuritySettingsForm>({
    networkMode: 'always',
    mutationFn: async (v) => {
      await request(c.setSecurityFreqParameters, {
        value: {
          sbLeakCheckInterval: v.sbLeakCheckInterval,
          minReliableChainSize: v.minReliableChainSize,
          minReliableCheckSize: v.minReliableCheckSize,
          minReliableCheckTimeRange: v.minReliableCheckTimeRange,
          minReliableCheckAmount: v.minReliableCheckAmount,
          type: v.type,
        },
      });
      await request(c.setGlobalSecuritySetting, {
        value: {
          lookForwardMinutes: v.lookForwardMinutes,
          perMinuteFreqCount: v.perMinuteFreqCount,
          messageMaxCacheTime: v.messageMaxCacheTime,
          messageInSecurityChainCacheTime: v.messageInSecurityChainCacheTime,
        },
      });
      await request(c.setFixSecurityChainSupplementLimit, { value: v.fixSecurityChainSupplementLimit });
      await request(c.setEnableSystemCheck, { enable: v.enableSystemCheck });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityChainKeys.all }),
  });
}
