import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { canCall, orderAnalysisCalls } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useIpAnalysis } from '../api/lists.ts';
import { ipDecls, ipKeys, ipShape } from '../filters.ts';
import { FreezeForm } from './freeze-form.tsx';
import { IpCard } from './ip-card.tsx';
import { useConfirmUnfreeze } from './use-unfreeze.ts';

/**
 * /orderAnalysis/ip-analysis-list (+ /customerService, read only): orders per payer IP over the
 * chosen range (the last 24 hours when none), most orders first. Admins freeze an IP from its card.
 */
export function IpAnalysisPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, ipKeys, ipShape);
  const ips = useIpAnalysis(filters);
  const [freezing, setFreezing] = useState<string | null>(null);
  const unfreeze = useConfirmUnfreeze();
  const canFreeze = !route.readOnly && canCall(orderAnalysisCalls.freezeIp.access, role);

  return (
    <>
      <FilteredList
        idPrefix="ip-analysis-filter"
        decls={ipDecls}
        schema={orderAnalysisCalls.ipList.input}
        filters={filters}
        onFilters={setFilters}
        query={ips}
        totalText={(total) => t({ id: 'orderAnalysis.texts.ipTotal', message: `${total} IPs` })}
        rowKey={(r) => r.ip}
        estimateSize={220}
        emptyText={t({ id: 'orderAnalysis.texts.ipEmpty', message: 'No orders with a payer IP in this range' })}
        renderRow={(r) => (
          <IpCard
            row={r}
            onFreeze={canFreeze ? (row) => setFreezing(row.ip) : undefined}
            onUnfreeze={canFreeze ? (row) => void unfreeze(row.ip) : undefined}
          />
        )}
      />
      <FreezeForm ip={freezing} onClose={() => setFreezing(null)} />
    </>
  );
}
