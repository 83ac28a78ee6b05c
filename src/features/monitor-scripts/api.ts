import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { monitorScriptCalls, type CallInput, type MonitorScriptRow } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';

export interface ScriptFilters {
  bankName: string;
  rolledOut: '' | 'true' | 'false';
}

const keys = {
  all: ['monitorScripts'] as const,
  list: (f: ScriptFilters) => [...keys.all, 'list', f] as const,
  detail: (id: number) => [...keys.all, 'detail', id] as const,
  devices: (bankName: string) => [...keys.all, 'devices', bankName] as const,
};

/** The newest 100 versions under the filters (a short list: a bank has a handful of versions). */
export const useMonitorScripts = (f: ScriptFilters) =>
  useQuery({
    queryKey: keys.list(f),
    queryFn: ({ signal }) =>
      request(
        monitorScriptCalls.list,
        {
          pageIndex: 1,
          pageSize: 100,
          ...(f.bankName ? { bankName: f.bankName } : {}),
          ...(f.rolledOut ? { rolledOut: f.rolledOut === 'true' } : {}),
        },
        { signal },
      ),
  });

export const useMonitorScript = (id: number | null) =>
  useQuery({
    queryKey: keys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => request(monitorScriptCalls.detail, { id: id ?? 0 }, { signal }),
  });

export const useScriptDevices = (bankName: string) =>
  useQuery({
    queryKey: keys.devices(bankName),
    enabled: bankName !== '',
    queryFn: ({ signal }) => request(monitorScriptCalls.devices, { bankName }, { signal }),
  });

/** Never queued offline: the server decides the checksum and whether the version is taken. */
function useScriptMutation<I>(send: (input: I) => Promise<MonitorScriptRow>) {
  const queryClient = useQueryClient();
  return useMutation<MonitorScriptRow, Error, I>({
    mutationFn: send,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateScript = () =>
  useScriptMutation((input: CallInput<typeof monitorScriptCalls.create>) => request(monitorScriptCalls.create, input));
export const useUpdateScript = () =>
  useScriptMutation((input: CallInput<typeof monitorScriptCalls.update>) => request(monitorScriptCalls.update, input));
export const useSetRollout = () =>
  useScriptMutation((input: CallInput<typeof monitorScriptCalls.setRollout>) =>
    request(monitorScriptCalls.setRollout, input),
  );
