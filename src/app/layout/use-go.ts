import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Navigation for menu entries and tabs. Going to the page already shown does nothing (product 8:
 * duplicate navigation is ignored), instead of a replace that would re-run its loaders.
 */
export function useGo() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (path: string) => {
      if (path === pathname) return;
      void navigate(path);
    },
    [navigate, pathname],
  );
}
