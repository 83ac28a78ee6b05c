import { orderFigureCalls } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { useOrderStatistics } from '../api/get-order-statistics.ts';
import { filterKeysFor, statisticsInput, statisticsKeys, statisticsShape } from '../filters.ts';
import { StatisticsBody } from './statistics-body.tsx';
import { StatisticsFrame } from './statistics-frame.tsx';
import { useStatisticsPage } from './use-statistics-page.ts';

/**
 * The collection-order statistics of spec 2.6: /order/statistics (staff, by day and by supplier),
 * /order/statisticsByMerhcantV2 (staff, by merchant first), the supplier's and the merchant's own.
 * Summary, a chart of the days, and the same figures as a table under it.
 */
export function StatisticsPage({ route }: { route: AppRoute }) {
  const [filters, setFilters] = useListFilters(route.path, statisticsKeys, statisticsShape);
  const { role, groupings, grouping, setGrouping, sheetKeys, fields, timeZone } = useStatisticsPage(route, 'orderStatisticsByMerchant', filterKeysFor);
  const figures = useOrderStatistics(statisticsInput(filters, role, timeZone));

  return (
    <StatisticsFrame
      filters={filters}
      setFilters={setFilters}
      sheetKeys={sheetKeys}
      fields={fields}
      idPrefix="statistics-filter"
      schema={orderFigureCalls.statisticsV2.input}
      figures={figures}
    >
      {(data) => <StatisticsBody data={data} grouping={grouping} groupings={groupings} onGrouping={setGrouping} />}
    </StatisticsFrame>
  );
}
