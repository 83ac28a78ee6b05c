import { useQuery } from '@tanstack/react-query';
import { settingCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';

/**
 * Whether a supplement needs the Google code (EnableGoogleVerifyForManualSupplement). Unknown
 * (loading, failed, offline) counts as on: typing a code the server does not need costs less than
 * a refusal after the UTR was typed. Kept apart from the order keys, which every order event
 * invalidates.
 */
export function useSupplementNeedsCode(): boolean {
  const q = useQuery({
    queryKey: ['settings', 'EnableGoogleVerifyForManualSupplement'],
    queryFn: ({ signal }) => request(settingCalls.EnableGoogleVerifyForManualSupplement.get, {}, { signal }),
    staleTime: 60_000,
  });
  return q.data !== false;
}
