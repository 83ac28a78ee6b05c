import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  payGatewayCalls,
  type CallInput,
  type ConnectionTestResult,
  type PayGatewayRow,
} from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';

const keys = { all: ['payGateways'] as const };

/** Every gateway and the payout products they can be given (a short list, not paged). */
export const usePayGateways = () =>
  useQuery({ queryKey: keys.all, queryFn: ({ signal }) => request(payGatewayCalls.list, {}, { signal }) });

/** Never queued offline: credentials and routing change where money goes. */
export function useSaveGateway() {
  const queryClient = useQueryClient();
  return useMutation<PayGatewayRow, Error, CallInput<typeof payGatewayCalls.save>>({
    mutationFn: (input) => request(payGatewayCalls.save, input),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useTestConnection = () =>
  useMutation<ConnectionTestResult, Error, CallInput<typeof payGatewayCalls.testConnection>>({
    mutationFn: (input) => request(payGatewayCalls.testConnection, input),
    networkMode: 'always',
  });
