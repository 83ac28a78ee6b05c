import { useMemo, useState } from 'react';
import type { z } from 'zod';
import type { Role } from '../../../contract/index.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { browserTimeZone, groupingsFor, type Grouping, type StatisticsKey } from '../filters.ts';
import { useFilterFields } from './use-filter-fields.ts';

interface PageDecl<K extends StatisticsKey> {
  /** The URL filters the page keeps, with the contract's field schemas. */
  keys: readonly K[];
  shape: Record<K, z.ZodType>;
  /** The route whose table starts with the merchants. */
  byMerchantRoute: string;
  filterKeysFor: (role: Role | undefined) => K[];
}

/**
 * What the order and the payout statistics pages decide the same way: the URL filters, the table
 * groupings the caller's role allows (merchants first on the by-merchant route), the filter sheet's
 * keys and fields, and the browser's time zone the days are cut in. `frame` goes to StatisticsFrame
 * and `body` to the page's body as they are.
 */
export function useStatisticsPage<K extends StatisticsKey>(route: AppRoute, decl: PageDecl<K>) {
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, decl.keys, decl.shape);
  const groupings = groupingsFor(role);
  const [grouping, setGrouping] = useState<Grouping>(
    route.name === decl.byMerchantRoute && groupings.includes('merchant') ? 'merchant' : 'day',
  );
  const sheetKeys = decl.filterKeysFor(role);
  const fields = useFilterFields(sheetKeys);
  const timeZone = useMemo(() => browserTimeZone(), []);
  return {
    role,
    filters,
    timeZone,
    frame: { filters, setFilters, sheetKeys, fields },
    body: { grouping, groupings, onGrouping: setGrouping },
  };
}
