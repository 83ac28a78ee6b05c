import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { OrderRow } from '../../../contract/index.ts';
import type { useOrders } from '../api/get-orders.ts';

/**
 * ?open=<order number> (home's latest orders) opens that order's detail once it is listed; the
 * param leaves the address at once, so a reload or Back does not open it again.
 */
export function useOpenFromUrl(
  path: string,
  orders: ReturnType<typeof useOrders>,
  rows: readonly OrderRow[],
  openedCode: string | null,
  setOpenedCode: (code: string | null) => void,
) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const openParam = location.pathname === path ? new URLSearchParams(location.search).get('open') : null;
  const [openedFromUrl, setOpenedFromUrl] = useState<string | null>(null);
  const [awaitedFromUrl, setAwaitedFromUrl] = useState<string | null>(null);
  if (openParam !== openedFromUrl) {
    setOpenedFromUrl(openParam);
    if (openParam) {
      setOpenedCode(openParam);
      setAwaitedFromUrl(openParam);
    }
  }
  // The order named by the link is not among the rows once they came (gone, or not this person's):
  // product 8's "operation parameters lost", instead of a sheet that never opens.
  const [lostCode, setLostCode] = useState<string | null>(null);
  if (awaitedFromUrl && orders.isSuccess && !orders.isFetching) {
    setAwaitedFromUrl(null);
    if (!rows.some((r) => r.orderCode === awaitedFromUrl)) {
      setLostCode(awaitedFromUrl);
      if (openedCode === awaitedFromUrl) setOpenedCode(null);
    }
  }
  useEffect(() => {
    if (!lostCode) return;
    const code = lostCode;
    Toast.show({
      icon: 'fail',
      content: t({
        id: 'orders.errors.parametersLost',
        message: `Operation parameters lost: order ${code} is not in this list`,
      }),
    });
  }, [lostCode, t]);
  useEffect(() => {
    if (!openParam) return;
    const params = new URLSearchParams(location.search);
    params.delete('open');
    const rest = params.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [openParam, location.pathname, location.search, navigate]);
}
