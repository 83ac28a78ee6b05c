import { canCall, orderCalls, type UserInfo } from '../../contract/index.ts';
import { visibleRoutes } from '../../lib/routes/menu.ts';
import type { AppRoute } from '../../lib/routes/types.ts';

/**
 * Which parts of home a user sees; the page and its prefetch read the same answer, so the calls
 * started before the page renders are the ones it shows.
 */
export function homeSections(user: UserInfo, routes: readonly AppRoute[]) {
  const role = user.access[0];
  const seesOrders = user.access.some((r) => canCall(orderCalls.statisticsTotal.access, r));
  const hasBalance = user.access.some((r) => r === 'merchant' || r === 'supplier');
  const ordersRoute = role ? visibleRoutes(routes, role).find((r) => r.name === 'orders') : undefined;
  const supplements =
    Boolean(ordersRoute && !ordersRoute.readOnly) &&
    user.access.some((r) => canCall(orderCalls.replenishmentOrder.access, r));
  return { role, seesOrders, hasBalance, ordersPath: ordersRoute?.path, supplements };
}
