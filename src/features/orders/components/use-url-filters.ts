import { useCallback, useMemo } from 'react';
import type { Role } from '../../../contract/index.ts';
import { useUrlSearch } from '../../../components/filters/use-url-search.ts';
import { filtersFromParams, paramsFromFilters, type OrderListFilters } from '../filters.ts';

/** The order filters of the URL that the role may use. */
export function useUrlFilters(path: string, role: Role | undefined) {
  const [params, setParams] = useUrlSearch(path);
  const filters = useMemo(() => filtersFromParams(params, role), [params, role]);
  const setFilters = useCallback((next: OrderListFilters) => setParams(paramsFromFilters(next)), [setParams]);
  return [filters, setFilters] as const;
}
