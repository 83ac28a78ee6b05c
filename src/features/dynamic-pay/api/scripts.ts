import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payScriptCalls, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { dynamicPayKeys } from './keys.ts';

export const usePayScripts = () =>
  useQuery({ queryKey: dynamicPayKeys.list(), queryFn: ({ signal }) => request(payScriptCalls.list, {}, { signal }) });

export const useScriptVersions = (productId: number | null) =>
  useQuery({
    queryKey: dynamicPayKeys.versions(productId ?? 0),
    queryFn: ({ signal }) => request(payScriptCalls.versions, { productId: productId! }, { signal }),
    enabled: productId !== null,
  });

export const useSampleOrders = (productId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: dynamicPayKeys.samples(productId ?? 0),
    queryFn: ({ signal }) => request(payScriptCalls.samples, { productId: productId! }, { signal }),
    enabled: enabled && productId !== null,
  });

/**
 * Script changes are never queued offline: a version decides where payers send money, so it is
 * saved while the person watches, or not at all.
 */
function useScriptChange<C extends (typeof payScriptCalls)['save' | 'activate' | 'disable']>(c: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => request(c, input as never),
    networkMode: 'always',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: dynamicPayKeys.scripts });
    },
  });
}

export const useSaveScript = () => useScriptChange(payScriptCalls.save);
export const useActivateVersion = () => useScriptChange(payScriptCalls.activate);
export const useDisableScript = () => useScriptChange(payScriptCalls.disable);

/** A test run writes a record: the records list is stale after it. */
export function useTestRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof payScriptCalls.testRun>) => request(payScriptCalls.testRun, input),
    networkMode: 'always',
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: dynamicPayKeys.records });
    },
  });
}
