import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A page's search params, so reload and Back keep its filters. A cached page stays mounted while
 * another tab shows another address; it keeps the params of its own address then.
 */
export function useUrlSearch(path: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const onPath = location.pathname === path;
  const [search, setSearch] = useState(onPath ? location.search : '');
  // Adjusting state while rendering (React's documented pattern) avoids a render with stale filters.
  if (onPath && location.search !== search) setSearch(location.search);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams) => {
      const text = next.toString();
      void navigate({ pathname: path, search: text ? `?${text}` : '' });
    },
    [navigate, path],
  );
  return [params, setParams] as const;
}
