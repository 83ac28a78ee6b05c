import {
  constants,
  orderListFilters,
  supplementQueueStatusIds,
  parseUtcDateTime,
  toOrderListQuery,
  type OrderListFormValues,
  type Role,
} from '../../contract/index.ts';
import { writeFilters } from '../../components/filters/url-filters.ts';

export { localInputToWire, wireToLocalInput } from '../../components/filters/local-time.ts';

/** A filter of the sheet by its form name (OrderListFormValues): what the person fills in. */
export type FilterKey = Exclude<keyof OrderListFormValues, 'notInOrderStatusIds' | 'orderStatusIds'>;
/**
 * Filters as the sheet and the URL keep them: what the person typed (rupees, USDT, UTC times as
 * 'YYYY-MM-DD HH:mm:ss', 'true' for switches), only the ones set. The wire's scaled units are made
 * from these by `orderListQuery` at the moment of the call, never stored.
 */
export type OrderListFilters = Partial<Record<FilterKey, string>>;

/**
 * How a filter is typed in: free text, a numeric id, a merchant, supplier or product picked by
 * name, a picker of server lists, a fixed choice,
 * a local date-time, rupees (2 decimals), USDT (6 decimals), an on/off switch.
 */
export type FilterKind =
  | 'text'
  | 'id'
  | 'merchant'
  | 'supplier'
  | 'product'
  | 'status'
  | 'mark'
  | 'choice'
  | 'dateTime'
  | 'money'
  | 'usdt'
  | 'switch';

export interface FilterField {
  key: FilterKey;
  kind: FilterKind;
  /** Typed in the search box above the list, not in the sheet. */
  searchBox?: boolean;
  /** Roles that may use it; absent = every role that reads orders. */
  roles?: readonly Role[];
}

export const staffRoles: readonly Role[] = ['superAdmin', 'admin', 'customerService', 'technicalMaintenance'];
const notMerchant: readonly Role[] = [...staffRoles, 'supplier'];

/**
 * The filter sheet, one line a filter, in sheet order. Merchants see only their own orders, so they
 * never filter by supplier or by the receiving account (card, IFSC, wallet); whether a supplier
 * works in a team (isProxy) is staff-only. No filter reads merchant fees.
 */
export const filterFields: readonly FilterField[] = [
  { key: 'orderNumber', kind: 'text', searchBox: true },
  { key: 'orderCode', kind: 'text' },
  { key: 'merchantOrderId', kind: 'text' },
  { key: 'orderStatusId', kind: 'status' },
  { key: 'productId', kind: 'product' },
  { key: 'mainProduct', kind: 'switch' },
  // Picked by name: the merchant list is staff's to read (getUserOptions), the suppliers' staff's and a team's.
  { key: 'merchantId', kind: 'merchant', roles: staffRoles },
  { key: 'supplierId', kind: 'supplier', roles: notMerchant },
  { key: 'isProxy', kind: 'choice', roles: staffRoles },
  { key: 'orderType', kind: 'choice' },
  // Staff's own labels on orders: a merchant neither sees nor filters by them.
  { key: 'orderMark', kind: 'mark', roles: notMerchant },
  { key: 'supplementStatus', kind: 'choice' },
  { key: 'callbackStatus', kind: 'choice' },
  { key: 'amount', kind: 'money' },
  { key: 'currentReceivedMoney', kind: 'money' },
  { key: 'realAmountMin', kind: 'money' },
  { key: 'realAmountMax', kind: 'money' },
  { key: 'usdtCount', kind: 'usdt' },
  { key: 'usdtAddress', kind: 'text', roles: notMerchant },
  { key: 'utr', kind: 'text' },
  { key: 'description', kind: 'text' },
  { key: 'userName', kind: 'text', roles: notMerchant },
  { key: 'cardNumber', kind: 'text', roles: notMerchant },
  { key: 'ifscCode', kind: 'text', roles: notMerchant },
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

/** The wire name of a form filter: the main-product switch sends mainProductId, the rest their own name. */
const wireKey = (key: FilterKey): keyof typeof orderListFilters.shape =>
  key === 'mainProduct' ? 'mainProductId' : key;
const kindOf = new Map(filterFields.map((f) => [f.key, f.kind]));

/**
 * The status filter as the sheet keeps it: one id, or several joined by commas ('1,6,2'). Anything
 * but a list of whole numbers stays text, so the contract names it as it names any bad status.
 */
export function statusesOf(text: string | undefined): number[] | null {
  const parts = (text ?? '').split(',').map((p) => p.trim());
  return parts.length > 1 && parts.every((p) => /^\d{1,3}$/.test(p)) ? parts.map(Number) : null;
}

/** The status filter of the supplier's queue, "Waiting for supplement", as the URL carries it. */
export const supplementQueueFilter = supplementQueueStatusIds.join(',');

/** Whether a status filter is exactly the queue's statuses, in any order. */
export function isSupplementQueue(text: string | undefined): boolean {
  const ids = statusesOf(text);
  return (
    ids !== null &&
    ids.length === supplementQueueStatusIds.length &&
    supplementQueueStatusIds.every((id) => ids.includes(id))
  );
}

/** The sheet's strings as toOrderListQuery's form values (switches and yes/no as booleans, several statuses as a list). */
export function toFormValues(filters: OrderListFilters): OrderListFormValues {
  const { mainProduct, isProxy, orderStatusId, ...rest } = filters;
  const several = statusesOf(orderStatusId);
  return {
    ...rest,
    ...(several ? { orderStatusIds: several } : { orderStatusId }),
    mainProduct: mainProduct === 'true',
    isProxy: isProxy === 'true' ? true : isProxy === 'false' ? false : undefined,
  };
}

/** The getList query of the filters, in product 7.5's wire units (amount +0.0001, real amount x100, USDT x1e6). */
export const orderListQuery = (filters: OrderListFilters): Record<string, string> =>
  toOrderListQuery(toFormValues(filters));

/** What a money or USDT field may hold as typed: the sheet's own limit on decimals. */
const typed: Partial<Record<FilterKind, { pattern: RegExp; error: string }>> = {
  money: { pattern: /^\d{1,12}(\.\d{1,2})?$/, error: 'orders.errors.moneyFilter' },
  usdt: { pattern: /^\d{1,12}(\.\d{1,6})?$/, error: 'orders.errors.usdtFilter' },
  switch: { pattern: /^true$/, error: 'validation.orderFilter.boolean' },
};

/**
 * Field errors of a draft by form name: message ids, either the contract's own (checked on the
 * scaled wire value, so the rules are the server's) or this sheet's decimal limits.
 */
export function filterErrors(filters: OrderListFilters): Partial<Record<FilterKey, string>> {
  const errors: Partial<Record<FilterKey, string>> = {};
  const formKeyOf = new Map(filterFields.map((f) => [wireKey(f.key) as string, f.key]));
  const query = orderListQuery(filters);
  delete query.notInOrderStatusIds;
  const result = orderListFilters.safeParse(query);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = formKeyOf.get(String(issue.path[0]));
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  for (const [key, value] of Object.entries(filters) as [FilterKey, string | undefined][]) {
    const rule = typed[kindOf.get(key) ?? 'text'];
    if (rule && value?.trim() && !rule.pattern.test(value.trim())) errors[key] = rule.error;
  }
  // The list call refuses reversed ranges too (product 5); saying so under the field is kinder.
  const reversed = (from: FilterKey, to: FilterKey, id: string) => {
    if (errors[from] || errors[to] || !filters[from]?.trim() || !filters[to]?.trim()) return;
    const a = query[wireKey(from)];
    const b = query[wireKey(to)];
    if (a === undefined || b === undefined) return;
    const later =
      kindOf.get(from) === 'dateTime'
        ? (parseUtcDateTime(a)?.getTime() ?? 0) > (parseUtcDateTime(b)?.getTime() ?? 0)
        : BigInt(a) > BigInt(b);
    if (later) errors[to] = id;
  };
  // Status 10 is listed only when asked for alone (product 7.5): with others it would silently vanish.
  const several = statusesOf(filters.orderStatusId);
  if (several?.includes(constants.hiddenOrderStatusId)) errors.orderStatusId = 'orders.errors.hiddenStatusAlone';
  else if (several?.some((id) => !orderListFilters.shape.orderStatusId.safeParse(String(id)).success))
    errors.orderStatusId = 'validation.orderStatus.invalid';
  reversed('startTime', 'endTime', 'validation.timeRange.order');
  reversed('completedStartTime', 'completedEndTime', 'validation.timeRange.order');
  reversed('realAmountMin', 'realAmountMax', 'validation.amountRange.order');
  return errors;
}

/** Filters of the URL that this role may use and that pass the sheet's own checks; anything else is dropped. */
export function filtersFromParams(params: URLSearchParams, role: Role | undefined): OrderListFilters {
  const out: OrderListFilters = {};
  for (const { key } of fieldsFor(role)) {
    const raw = params.get(key)?.trim();
    if (raw && !filterErrors({ [key]: raw })[key]) out[key] = raw;
  }
  return out;
}

/** The URL search params of a set of filters, in sheet order so equal filters give equal URLs. */
export function paramsFromFilters(filters: OrderListFilters): URLSearchParams {
  return writeFilters(
    filters,
    filterFields.map((f) => f.key),
  );
}
