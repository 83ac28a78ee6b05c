import { useLingui } from '@lingui/react/macro';
import type { PayoutFigures } from '../../../contract/index.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';
import type { FigureColumn } from '../../statistics/index.ts';

/**
 * The payout figures' columns, shared by the summary cards and the table so both say the same:
 * counts and amounts created, completed, cancelled or rejected, in progress, and the fees (which
 * suppliers do not get).
 */
export function usePayoutColumns(like: PayoutFigures): FigureColumn<PayoutFigures>[] {
  const { t, i18n } = useLingui();
  const money = (v: number) => formatMoney(i18n, v);
  const columns: FigureColumn<PayoutFigures>[] = [
    {
      key: 'createdCount',
      label: t({ id: 'payoutStatistics.fields.payouts', message: 'Payouts' }),
      text: (f) => i18n.number(f.createdCount),
    },
    {
      key: 'completedCount',
      label: t({ id: 'payoutStatistics.fields.completed', message: 'Completed' }),
      text: (f) => i18n.number(f.completedCount),
    },
    {
      key: 'successRate',
      label: t({ id: 'statistics.fields.successRate', message: 'Success rate' }),
      text: (f) => formatRate(i18n, f.successRate),
    },
    {
      key: 'createdAmount',
      label: t({ id: 'statistics.fields.amount', message: 'Amount' }),
      text: (f) => money(f.createdAmount),
    },
    {
      key: 'completedAmount',
      label: t({ id: 'payoutStatistics.fields.completedAmount', message: 'Completed amount' }),
      text: (f) => money(f.completedAmount),
    },
    {
      key: 'cancelledCount',
      label: t({ id: 'payoutStatistics.fields.cancelled', message: 'Cancelled or rejected' }),
      text: (f) => i18n.number(f.cancelledCount),
    },
    {
      key: 'cancelledAmount',
      label: t({ id: 'payoutStatistics.fields.cancelledAmount', message: 'Cancelled amount' }),
      text: (f) => money(f.cancelledAmount),
    },
    {
      key: 'openCount',
      label: t({ id: 'payoutStatistics.fields.open', message: 'In progress' }),
      text: (f) => i18n.number(f.openCount),
    },
    {
      key: 'openAmount',
      label: t({ id: 'payoutStatistics.fields.openAmount', message: 'In-progress amount' }),
      text: (f) => money(f.openAmount),
    },
  ];
  if (like.fee !== null)
    columns.push({
      key: 'fee',
      label: t({ id: 'payoutStatistics.fields.fee', message: 'Fees' }),
      text: (f) => (f.fee === null ? '—' : money(f.fee)),
    });
  return columns;
}
