import { queryOptions } from '@tanstack/react-query';
import { systemConfigCalls } from '../contract/index.ts';
import { request } from './api/client.ts';

/** The system config switches screens read to show or hide an entry (product 6), or a field. */
export type SystemFlagKey =
  | 'SupplierSmsRecordEnable'
  | 'SupplierWebMessageEnable'
  | 'ShowBatchButton'
  | 'EnableService'
  | 'EnableGoogleVerifyForManualSupplement';

/**
 * One switch, cached under `['systemConfig', 'detail', key]` (the offline cache keeps that prefix).
 * A failure counts as "shown" anyway (product 6), so there is nothing to gain from retrying.
 */
export const systemFlagQueryOptions = (key: SystemFlagKey) =>
  queryOptions({
    queryKey: ['systemConfig', 'detail', key] as const,
    queryFn: () => request(systemConfigCalls[`get${key}`], {}),
    staleTime: 5 * 60_000,
    retry: false,
  });
