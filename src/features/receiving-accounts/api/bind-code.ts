import { useMutation, useQueryClient } from '@tanstack/react-query';
import { monitorDeviceCalls, type DeviceBindCode } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { accountKeys } from './keys.ts';

/** A fresh one-time binding code; never queued offline (a code from the past would be expired). */
export function useCreateBindCode() {
  const queryClient = useQueryClient();
  return useMutation<DeviceBindCode, Error, number>({
    mutationFn: (resourceId) => request(monitorDeviceCalls.createBindCode, { resourceId }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
