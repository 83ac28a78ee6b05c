import { useLingui } from '@lingui/react/macro';
import type { OrderStatisticsV2, StatisticsFigures } from '../../../contract/index.ts';
import type { Grouping } from '../filters.ts';
import { DayChart } from './day-chart.tsx';
import { FiguresBodyFrame } from './figures-body-frame.tsx';
import { FiguresTable } from './figures-table.tsx';
import { SummaryFigures } from './summary-figures.tsx';

interface Props {
  data: OrderStatisticsV2;
  grouping: Grouping;
  groupings: readonly Grouping[];
  onGrouping: (g: Grouping) => void;
}

/** The figures of one answer: the zone the days are in, the totals, the chart, the table. */
export function StatisticsBody({ data, grouping, groupings, onGrouping }: Props) {
  const { t } = useLingui();
  return (
    <FiguresBodyFrame<StatisticsFigures>
      data={data}
      grouping={grouping}
      groupings={groupings}
      onGrouping={onGrouping}
      noSupplier={t({ id: 'statistics.texts.noSupplier', message: 'No supplier' })}
      summary={<SummaryFigures total={data.total} />}
      empty={
        data.total.orderCount === 0 ? t({ id: 'statistics.texts.empty', message: 'No orders in this range' }) : null
      }
      chart={<DayChart days={data.days} />}
      table={({ title, rowHeader, rows }) => (
        <FiguresTable title={title} rowHeader={rowHeader} rows={rows} like={data.total} />
      )}
    />
  );
}
