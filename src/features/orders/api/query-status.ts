import { canCall, monitorCalls, type Role } from '../../../contract/index.ts';
import { useOrderAction } from './run-order-action.ts';

/** Product 7.5 order-query: staff ask with queryStatus, suppliers (for their own orders) with the supplier form. */
export const queryStatusCall = (role: Role | undefined) =>
  canCall(monitorCalls.queryStatus.access, role) ? monitorCalls.queryStatus : monitorCalls.supplierQueryStatus;

/** Asks the server to look for the order's payment among unmatched SMS records; the lists refetch after. */
export function useQueryStatus(role: Role | undefined) {
  return useOrderAction(queryStatusCall(role));
}
