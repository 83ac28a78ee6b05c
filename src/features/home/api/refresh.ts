import type { QueryClient } from '@tanstack/react-query';
import { homeKeys } from './keys.ts';

/**
 * A new order was announced (the live connection's push or the notice poll): the home page's
 * figures, the supplier's queue count, the latest orders and the balance are stale. Only queries
 * on screen refetch; the rest refetch when next shown.
 */
export function refreshHomeFigures(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [homeKeys.statisticsAll(), homeKeys.latestOrders(), homeKeys.supplementQueue(), homeKeys.balance()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
