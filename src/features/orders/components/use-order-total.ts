import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { usePagedRows } from '../../../components/list/paged.ts';
import type { useOrders } from '../api/get-orders.ts';

/**
 * The loaded rows and the toolbar's count. Only the first page is counted (up to the cap; with
 * HighPerfOrderQuery not at all). Past the cap, the rows loaded are a lower bound that grows as
 * pages load, exact once the last is in.
 */
export function useOrderRowsAndTotal(orders: ReturnType<typeof useOrders>) {
  const { t, i18n } = useLingui();
  const { rows, total: counted } = usePagedRows(orders);
  const firstPage = orders.data?.pages[0];
  const capped = firstPage !== undefined && 'totalCapped' in firstPage && firstPage.totalCapped === true;
  const atLeast = capped && orders.hasNextPage ? Math.max(counted, rows.length) : null;
  const total = capped ? rows.length : counted;
  const shownAtLeast = atLeast === null ? '' : i18n.number(atLeast);
  const totalText = !orders.isSuccess
    ? null
    : atLeast !== null
      ? t({ id: 'orders.texts.totalAtLeast', message: `More than ${shownAtLeast} orders` })
      : t({ id: 'orders.texts.total', message: plural(total, { one: '# order', other: '# orders' }) });
  return { rows, totalText };
}
