import { useQuery } from '@tanstack/react-query';
import { systemFlagQueryOptions } from '../../../lib/system-flags.ts';

/**
 * Whether a supplement needs the Google code (EnableGoogleVerifyForManualSupplement). Unknown
 * (loading, failed, offline) counts as on: typing a code the server does not need costs less than
 * a refusal after the UTR was typed.
 */
export function useSupplementNeedsCode(): boolean {
  return useQuery(systemFlagQueryOptions('EnableGoogleVerifyForManualSupplement')).data !== false;
}
