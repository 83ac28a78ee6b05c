import { useMemo, useState } from 'react';
import { payoutStatisticsCalls } from '../../../contract/index.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useFilterFields, browserTimeZone, groupingsFor, type Grouping, StatisticsFrame } from '../../statistics/index.ts';
import { usePayoutStatistics } from '../api/get-payout-statistics.ts';
import { payoutFilterKeysFor, payoutStatisticsInputFor, payoutStatisticsKeys, payoutStatisticsShape } from '../filters.ts';
import { PayoutStatisticsBody } from './payout-statistics-body.tsx';

/**
 * The payout statistics of spec 2.6: /payProxyOrder/statistics (staff, by day, merchant or
 * supplier), /payProxyOrder/statisticsByMerchant (staff, merchants first), the supplier's (its
 * own, an agent its team's) and the merchant's own. The order statistics' layout: totals, a chart
 * of the days, and the same figures as a table under it.
 */
export function PayoutStatisticsPage({ route }: { route: AppRoute }) {
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, payoutStatisticsKeys, payoutStatisticsShape);
  const groupings = groupingsFor(role);
  const [grouping, setGrouping] = useState<Grouping>(route.name === 'payoutStatisticsByMerchant' && groupings.includes('merchant') ? 'merchant' : 'day');
  const sheetKeys = payoutFilterKeysFor(role);
  const fields = useFilterFields(sheetKeys);
  const timeZone = useMemo(() => browserTimeZone(), []);
  const figures = usePayoutStatistics(payoutStatisticsInputFor(filters, role, timeZone));

  return (
    <StatisticsFrame
      filters={filters}
      setFilters={setFilters}
      sheetKeys={sheetKeys}
      fields={fields}
      idPrefix="payout-statistics-filter"
      schema={payoutStatisticsCalls.statistics.input}
      figures={figures}
    >
      {(data) => <PayoutStatisticsBody data={data} grouping={grouping} groupings={groupings} onGrouping={setGrouping} />}
    </StatisticsFrame>
  );
}
