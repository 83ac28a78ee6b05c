import { OrderMark, OrderStatus, type OrderMarkOption, type OrderStatusOption } from '../../../../src/contract/index.ts';

/** Spec 7.5 getOrderStatusList: every status of the contract; 10 is hidden unless asked for. */
export function orderStatusList(): OrderStatusOption[] {
  return Object.entries(OrderStatus)
    .map(([name, id]) => ({ id, name, hiddenByDefault: id === OrderStatus.allocationFailed }))
    .sort((a, b) => a.id - b.id);
}

export function orderMarkList(): OrderMarkOption[] {
  return Object.entries(OrderMark)
    .map(([name, id]) => ({ id, name }))
    .sort((a, b) => a.id - b.id);
}
