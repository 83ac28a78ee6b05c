import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { OrderStatus, type OrderRow, type OrderStatusName, type Role } from '../../../contract/index.ts';
import { orderStatusLabels } from '../../../lib/i18n/order-status-labels.ts';
import { useActionDialogs } from '../../../components/actions/use-action-dialogs.ts';
import { useQueryStatus } from '../api/query-status.ts';
import { actionLabels, failureLabels } from '../labels.ts';

const statusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]));

/**
 * Product 7.5 'Query status': asks the server to look for the order's payment among the unmatched SMS
 * records of its account, and says what it found. A match makes the order paid; the lists refetch.
 */
export function useQueryStatusAction(role: Role | undefined) {
  const { t, i18n } = useLingui();
  const { tell, fail } = useActionDialogs();
  const query = useQueryStatus(role);
  const title = i18n._(actionLabels.queryStatus);

  return async (order: OrderRow) => {
    const code = order.orderCode;
    const searching = Toast.show({
      icon: 'loading',
      content: t({ id: 'orders.texts.querying', message: 'Looking for the payment…' }),
      duration: 0,
    });
    try {
      const result = await query.mutateAsync({ id: order.id });
      searching.close();
      const name = statusNames.get(result.status);
      const status = name ? i18n._(orderStatusLabels[name]) : String(result.status);
      if (result.matched)
        await tell(
          title,
          t({ id: 'orders.texts.queryMatched', message: `Payment found: order ${code} is now ${status}.` }),
        );
      else if (result.status !== order.status)
        await tell(title, t({ id: 'orders.texts.queryStatusNow', message: `Order ${code} is already ${status}.` }));
      else
        await tell(
          title,
          t({ id: 'orders.texts.queryNotMatched', message: `No matching payment record found for order ${code}.` }),
        );
    } catch (err) {
      searching.close();
      await fail(i18n._(failureLabels.queryStatus), err);
    }
  };
}
