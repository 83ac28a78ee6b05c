import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderTestCalls, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';

export type CreateForMerchantInput = CallInput<typeof orderTestCalls.createForMerchant>;

/** A superAdmin's test order on a merchant's behalf; the server signs it with the merchant's key. */
export const createForMerchant = (input: CreateForMerchantInput) => request(orderTestCalls.createForMerchant, input);

export function useCreateForMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForMerchant,
    networkMode: 'always',
    // A new order: lists and figures elsewhere refetch when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
