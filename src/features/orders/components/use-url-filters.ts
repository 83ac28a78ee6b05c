import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Role } from '../../../contract/index.ts';
import { filtersFromParams, paramsFromFilters, type OrderListFilters } from '../filters.ts';

/**
 * The filters live in the URL's search params, so reload and Back keep them. A cached page stays
 * mounted while another tab shows another address; it keeps the filters of its own address then.
 */
export function useUrlFilters(path: string, role: Role | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const onPath = location.pathname === path;
  const [search, setSearch] = useState(onPath ? location.search : '');
  // Adjusting state while rendering (React's documented pattern) avoids a render with stale filters.
  if (onPath && location.search !== search) setSearch(location.search);
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search), role), [search, role]);
  const setFilters = useCallback(
    (next: OrderListFilters) => {
      const search = paramsFromFilters(next).toString();
      void navigate({ pathname: path, search: search ? `?${search}` : '' });
    },
    [navigate, path],
  );
  return [filters, setFilters] as const;
}
