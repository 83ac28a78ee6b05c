import {
  allowedTransitions,
  canCall,
  monitorCalls,
  orderActionCalls,
  orderCalls,
  OrderStatus,
  OrderType,
  type CallDef,
  type OrderRow,
  type OrderStatusId,
  type Role,
} from '../../contract/index.ts';

/** The actions of product 4 the order screens offer, by name. */
export type OrderActionName =
  | 'supplement'
  | 'reselect'
  | 'reject'
  | 'freeResource'
  | 'resendCallback'
  | 'reverseOrder'
  | 'updateOrderMark'
  | 'unlock'
  | 'updateOrderStatus'
  | 'convertToTest'
  | 'queryStatus';

const s = OrderStatus;
const inList = (list: readonly number[], status: number) => list.includes(status);
const open: number[] = [s.allocated, s.processing, s.submitted, s.toBeConfirmed];
const paid: number[] = [s.successful, s.callbackSuccessful, s.callbackFailed];

/**
 * Each action: the calls that do it (their access lists decide the roles; query status has a staff
 * and a supplier form) and the statuses it
 * makes sense in, following the server's state machine (docs/decisions/068-words-and-numbers.md). The server still
 * decides; this only keeps buttons away that could never work.
 */
const rules: Record<OrderActionName, { def: CallDef | readonly CallDef[]; when: (o: OrderRow) => boolean }> = {
  supplement: { def: orderCalls.replenishmentOrder, when: (o) => inList([...open, s.timedOut], o.status) },
  reselect: {
    def: orderActionCalls.reselect,
    when: (o) => inList([s.created, s.allocationFailed, s.timedOut, ...open], o.status),
  },
  reject: { def: orderActionCalls.reject, when: (o) => inList([...open, s.rejecting], o.status) },
  freeResource: { def: orderActionCalls.freeResource, when: (o) => inList(open, o.status) },
  resendCallback: { def: orderActionCalls.resendCallback, when: (o) => inList(paid, o.status) },
  reverseOrder: { def: orderActionCalls.reverseOrder, when: (o) => inList(paid, o.status) },
  updateOrderMark: { def: orderActionCalls.updateOrderMark, when: () => true },
  unlock: { def: orderActionCalls.unlockOrder, when: (o) => o.locked },
  // A final status (rejected, failed) has nowhere to go.
  updateOrderStatus: {
    def: orderActionCalls.updateOrderStatus,
    when: (o) => (allowedTransitions[o.status as OrderStatusId] ?? []).length > 0,
  },
  convertToTest: {
    def: orderActionCalls.convertToTest,
    when: (o) =>
      o.orderType !== OrderType.test && !inList(paid, o.status) && o.status !== s.rejected && o.status !== s.failed,
  },
  // Product 7.5 order-query: the server looks for the money of an order waiting on its account
  // (allocated, processing) or timed out; in any other status it could only answer 'not found'.
  queryStatus: {
    def: [monitorCalls.queryStatus, monitorCalls.supplierQueryStatus],
    when: (o) => inList([s.allocated, s.processing, s.timedOut], o.status),
  },
};

export const actionOrder = Object.keys(rules) as OrderActionName[];

/** Whether this role may do this action (the contract's access list), whatever the order. */
export const roleMay = (action: OrderActionName, role: Role | undefined): boolean =>
  ([] as readonly CallDef[]).concat(rules[action].def).some((def) => canCall(def.access, role));

/** The actions a role may take on an order now; none on a read-only page. */
export function actionsFor(order: OrderRow, role: Role | undefined, readOnly: boolean): OrderActionName[] {
  if (readOnly) return [];
  return actionOrder.filter((a) => roleMay(a, role) && rules[a].when(order));
}
