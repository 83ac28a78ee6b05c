import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PayoutRow } from '../../../contract/index.ts';

/**
 * ?open=<payout code> (the header search, decision 128) opens that payout's sheet once the list,
 * filtered to it by ?orderCode=, has come; the param then leaves the address, so a reload or Back
 * does not open it again. A payout not listed (gone, not this person's) opens nothing.
 */
export function useOpenFromUrl(path: string, rows: readonly PayoutRow[], listed: boolean, open: (id: number) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const code = location.pathname === path ? new URLSearchParams(location.search).get('open') : null;
  useEffect(() => {
    if (!code || !listed) return;
    const row = rows.find((r) => r.orderCode === code);
    if (row) open(row.id);
    const params = new URLSearchParams(location.search);
    params.delete('open');
    const rest = params.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [code, listed, rows, open, location.pathname, location.search, navigate]);
}
