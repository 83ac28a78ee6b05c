import type { OrderSort } from '../../../contract/index.ts';
import type { OrderListFilters } from '../filters.ts';

/** Query keys of collection orders; mutations invalidate `all`. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  /** The list newest first has the key it always had (the home page prefetches it); a sort adds itself. */
  list: (filters: OrderListFilters, sort?: OrderSort) =>
    sort ? ([...orderKeys.lists(), filters, sort] as const) : ([...orderKeys.lists(), filters] as const),
  allocateInfo: (orderCode: string) => [...orderKeys.all, 'allocateInfo', orderCode] as const,
  statusOptions: () => [...orderKeys.all, 'statusOptions'] as const,
  markOptions: () => [...orderKeys.all, 'markOptions'] as const,
  supplierOptions: () => [...orderKeys.all, 'supplierOptions'] as const,
  merchantOptions: () => [...orderKeys.all, 'merchantOptions'] as const,
  productOptions: () => [...orderKeys.all, 'productOptions'] as const,
};
