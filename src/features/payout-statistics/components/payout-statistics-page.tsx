import { payoutStatisticsCalls } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { StatisticsFrame, useStatisticsPage } from '../../statistics/index.ts';
import { usePayoutStatistics } from '../api/get-payout-statistics.ts';
import {
  payoutFilterKeysFor,
  payoutStatisticsInputFor,
  payoutStatisticsKeys,
  payoutStatisticsShape,
} from '../filters.ts';
import { PayoutStatisticsBody } from './payout-statistics-body.tsx';

/**
 * The payout statistics of product 2.6: /payProxyOrder/statistics (staff, by day, merchant or
 * supplier), /payProxyOrder/statisticsByMerchant (staff, merchants first), the supplier's (its
 * own, an agent its team's) and the merchant's own. The order statistics' layout: totals, a chart
 * of the days, and the same figures as a table under it.
 */
export function PayoutStatisticsPage({ route }: { route: AppRoute }) {
  const page = useStatisticsPage(route, {
    keys: payoutStatisticsKeys,
    shape: payoutStatisticsShape,
    byMerchantRoute: 'payoutStatisticsByMerchant',
    filterKeysFor: payoutFilterKeysFor,
  });
  const figures = usePayoutStatistics(payoutStatisticsInputFor(page.filters, page.role, page.timeZone));
  return (
    <StatisticsFrame
      {...page.frame}
      idPrefix="payout-statistics-filter"
      schema={payoutStatisticsCalls.statistics.input}
      figures={figures}
    >
      {(data) => <PayoutStatisticsBody data={data} {...page.body} />}
    </StatisticsFrame>
  );
}
