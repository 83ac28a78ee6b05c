import { orderListFilters, parseUtcDateTime, type Role } from '../../contract/index.ts';
import { readFilters, writeFilters } from '../../components/filters/url-filters.ts';

export { localInputToWire, wireToLocalInput } from '../../components/filters/local-time.ts';

/** A filter of the order list by its wire name (spec 3 'Order list filters'). */
export type FilterKey = keyof typeof orderListFilters.shape;
/** Filters as the URL and the call carry them: wire strings, only the ones set. */
export type OrderListFilters = Partial<Record<FilterKey, string>>;

/** How a filter is typed in: free text, a numeric id, a picker of server lists, a local date-time. */
export type FilterKind = 'text' | 'id' | 'status' | 'mark' | 'dateTime';

export interface FilterField {
  key: FilterKey;
  kind: FilterKind;
  /** Roles that may use it; absent = every role that reads orders. */
  roles?: readonly Role[];
}

export const staffRoles: readonly Role[] = ['superAdmin', 'admin', 'customerService', 'technicalMaintenance'];
const notMerchant: readonly Role[] = [...staffRoles, 'supplier'];

/**
 * The filter sheet, one line a filter, in sheet order. Merchants see only their own orders, so
 * they never filter by merchant or supplier; what suppliers may not see (merchant fees) is staff-only.
 */
export const filterFields: readonly FilterField[] = [
  { key: 'orderCode', kind: 'text' },
  { key: 'merchantOrderId', kind: 'text' },
  { key: 'orderStatusId', kind: 'status' },
  { key: 'productId', kind: 'id' },
  { key: 'merchantId', kind: 'id', roles: notMerchant },
  { key: 'supplierId', kind: 'id', roles: notMerchant },
  { key: 'orderMark', kind: 'mark' },
  { key: 'utr', kind: 'text' },
  { key: 'userName', kind: 'text', roles: notMerchant },
  { key: 'cardNumber', kind: 'text', roles: notMerchant },
  { key: 'ipAddress', kind: 'text', roles: staffRoles },
  { key: 'startTime', kind: 'dateTime' },
  { key: 'endTime', kind: 'dateTime' },
  { key: 'completedStartTime', kind: 'dateTime' },
  { key: 'completedEndTime', kind: 'dateTime' },
];

export const fieldsFor = (role: Role | undefined): FilterField[] =>
  filterFields.filter((f) => !f.roles || (role !== undefined && f.roles.includes(role)));

/** Whether status 10 (allocation failed, hidden by default) may be asked for: staff only. */
export const seesHiddenStatuses = (role: Role | undefined): boolean => role !== undefined && staffRoles.includes(role);

/** Filters of the URL that this role may use and that the contract accepts; anything else is dropped. */
export function filtersFromParams(params: URLSearchParams, role: Role | undefined): OrderListFilters {
  return readFilters(params, fieldsFor(role).map((f) => f.key), orderListFilters.shape);
}

/** The URL search params of a set of filters, in sheet order so equal filters give equal URLs. */
export function paramsFromFilters(filters: OrderListFilters): URLSearchParams {
  return writeFilters(filters, filterFields.map((f) => f.key));
}

/** Field errors (message ids) of a filter draft, checked by the contract's own schema. */
export function filterErrors(filters: OrderListFilters): Partial<Record<FilterKey, string>> {
  const result = orderListFilters.safeParse(filters);
  const errors: Partial<Record<FilterKey, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as FilterKey | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  const start = filters.startTime ? parseUtcDateTime(filters.startTime) : null;
  const end = filters.endTime ? parseUtcDateTime(filters.endTime) : null;
  // The list call refuses a reversed range too (spec 5); saying so under the field is kinder.
  if (start && end && start > end && !errors.endTime) errors.endTime = 'validation.timeRange.order';
  return errors;
}
