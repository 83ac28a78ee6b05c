import { useMemo, useState } from 'react';
import { orderFigureCalls } from '../../../contract/index.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useOrderStatistics } from '../api/get-order-statistics.ts';
import { browserTimeZone, filterKeysFor, groupingsFor, statisticsInput, statisticsKeys, statisticsShape, type Grouping } from '../filters.ts';
import { StatisticsBody } from './statistics-body.tsx';
import { useFilterFields } from './use-filter-fields.ts';
import { StatisticsFrame } from './statistics-frame.tsx';

/**
 * The collection-order statistics of spec 2.6: /order/statistics (staff, by day and by supplier),
 * /order/statisticsByMerhcantV2 (staff, by merchant first), the supplier's and the merchant's own.
 * Summary, a chart of the days, and the same figures as a table under it.
 */
export function StatisticsPage({ route }: { route: AppRoute }) {
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, statisticsKeys, statisticsShape);
  const groupings = groupingsFor(role);
  const [grouping, setGrouping] = useState<Grouping>(route.name === 'orderStatisticsByMerchant' && groupings.includes('merchant') ? 'merchant' : 'day');
  const sheetKeys = filterKeysFor(role);
  const fields = useFilterFields(sheetKeys);
  const timeZone = useMemo(() => browserTimeZone(), []);
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
