import { useQuery } from '@tanstack/react-query';
import { orderActionCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';

/** The payout products by name, so the upload's choice shows names, not ids. Rarely changes. */
export const usePayoutProductNames = () =>
  useQuery({
    queryKey: ['payoutUpload', 'products'] as const,
    queryFn: ({ signal }) => request(orderActionCalls.getOrderProductList, { kind: 'payout' }, { signal }),
    staleTime: 60 * 60_000,
    select: (list) => new Map(list.map((p) => [p.id, p.name])),
  });
