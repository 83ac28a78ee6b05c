import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PayoutFigures, PayoutStatistics } from '../../../contract/index.ts';
import {
  DayChart,
  type ChartWords,
  FigureRowsTable,
  FiguresBodyFrame,
  SummaryFigures,
  type Grouping,
} from '../../statistics/index.ts';
import { chartDay, sumPayoutRows } from '../figures.ts';
import { usePayoutColumns } from './use-payout-columns.ts';

interface Props {
  data: PayoutStatistics;
  grouping: Grouping;
  groupings: readonly Grouping[];
  onGrouping: (g: Grouping) => void;
}

/** One answer's figures: the zone of its days, the totals, the chart, and the table whose totals row equals them. */
export function PayoutStatisticsBody({ data, grouping, groupings, onGrouping }: Props) {
  const { t } = useLingui();
  const columns = usePayoutColumns(data.total);
  // One array per answer: the chart redraws when its days change, not on every render.
  const chartDays = useMemo(() => data.days.map(chartDay), [data.days]);
  const unclaimed = t({ id: 'payoutStatistics.texts.unclaimed', message: 'Not claimed' });
  const words: ChartWords = {
    count: t({ id: 'payoutStatistics.fields.payouts', message: 'Payouts' }),
    totals: ({ first, last, count, done, amount }) =>
      t({
        id: 'payoutStatistics.chart.summary',
        message: `From ${first} to ${last}: ${count} payouts, ${done} completed, amount ${amount}.`,
      }),
  };
  return (
    <FiguresBodyFrame<PayoutFigures>
      data={data}
      grouping={grouping}
      groupings={groupings}
      onGrouping={onGrouping}
      noSupplier={unclaimed}
      summary={
        <SummaryFigures cards={columns.map((c) => ({ key: c.key, label: c.label, value: c.text(data.total) }))} />
      }
      empty={
        data.total.createdCount === 0
          ? t({ id: 'payoutStatistics.texts.empty', message: 'No payouts in this range' })
          : null
      }
      chart={<DayChart days={chartDays} words={words} />}
      table={({ title, rowHeader, rows }) => (
        // The totals row is summed from the rows shown, so it equals the figures above it.
        <FigureRowsTable
          title={title}
          rowHeader={rowHeader}
          rows={rows}
          columns={columns}
          total={sumPayoutRows(
            rows.map((r) => r.figures),
            data.total,
          )}
        />
      )}
    />
  );
}
