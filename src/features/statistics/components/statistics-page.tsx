import { orderFigureCalls } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useOrderStatistics } from '../api/get-order-statistics.ts';
import { filterKeysFor, statisticsInput, statisticsKeys, statisticsShape } from '../filters.ts';
import { StatisticsBody } from './statistics-body.tsx';
import { StatisticsFrame } from './statistics-frame.tsx';
import { useStatisticsPage } from './use-statistics-page.ts';

/**
 * The collection-order statistics of product 2.6: /order/statistics (staff, by day and by supplier),
 * /order/statisticsByMerhcantV2 (staff, by merchant first), the supplier's and the merchant's own.
 * Summary, a chart of the days, and the same figures as a table under it.
 */
export function StatisticsPage({ route }: { route: AppRoute }) {
  const page = useStatisticsPage(route, {
    keys: statisticsKeys,
    shape: statisticsShape,
    byMerchantRoute: 'orderStatisticsByMerchant',
    filterKeysFor: filterKeysFor,
  });
  const figures = useOrderStatistics(statisticsInput(page.filters, page.role, page.timeZone));
  return (
    <StatisticsFrame
      {...page.frame}
      idPrefix="statistics-filter"
      schema={orderFigureCalls.statisticsV2.input}
      figures={figures}
    >
      {(data) => <StatisticsBody data={data} {...page.body} />}
    </StatisticsFrame>
  );
}
