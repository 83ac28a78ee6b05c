import { useMemo, useState } from 'react';
import type { Role } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { browserTimeZone, groupingsFor, type Grouping, type StatisticsKey } from '../filters.ts';
import { useFilterFields } from './use-filter-fields.ts';

/**
 * What the order and the payout statistics pages decide the same way from the caller's role: the
 * table groupings (merchants first on the page named `byMerchantRoute`), the filter sheet's keys
 * and fields, and the browser's time zone the days are cut in.
 */
export function useStatisticsPage<K extends StatisticsKey>(route: AppRoute, byMerchantRoute: string, filterKeysFor: (role: Role | undefined) => K[]) {
  const role = roleOf(useUserInfo().data);
  const groupings = groupingsFor(role);
  const [grouping, setGrouping] = useState<Grouping>(route.name === byMerchantRoute && groupings.includes('merchant') ? 'merchant' : 'day');
  const sheetKeys = filterKeysFor(role);
  const fields = useFilterFields(sheetKeys);
  const timeZone = useMemo(() => browserTimeZone(), []);
  return { role, groupings, grouping, setGrouping, sheetKeys, fields, timeZone };
}
