import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { canCall, orderAnalysisCalls, type IpAnalysisRow, orderPageMax } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { fetchIpPage, useIpAnalysis } from '../api/lists.ts';
import { ipExport } from '../export.ts';
import { ipDecls, ipKeys, ipShape } from '../filters.ts';
import { actionLabels } from '../labels.ts';
import { ipColumnOptions } from './analysis-columns.ts';
import { FreezeForm } from './freeze-form.tsx';
import { IpCard } from './ip-card.tsx';
import { useConfirmUnfreeze } from './use-unfreeze.ts';

/**
 * /orderAnalysis/ip-analysis-list (+ /customerService, read only): orders per payer IP over the
 * chosen range (the last 24 hours when none), most orders first. Admins freeze an IP from its card,
 * or on a desk from its row (`f`, `u`); Enter shows the IP's card (decision 135).
 */
export function IpAnalysisPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, ipKeys, ipShape);
  const ips = useIpAnalysis(filters);
  const [freezing, setFreezing] = useState<string | null>(null);
  const [opened, setOpened] = useState<IpAnalysisRow | null>(null);
  const unfreeze = useConfirmUnfreeze();
  const canFreeze = !route.readOnly && canCall(orderAnalysisCalls.freezeIp.access, role);
  const columns = useExportTableColumns(ipExport.columns, ipColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const freeze = (r: IpAnalysisRow) => {
    setOpened(null);
    setFreezing(r.ip);
  };
  const thaw = (r: IpAnalysisRow) => {
    setOpened(null);
    void unfreeze(r.ip);
  };
  const freezeLabel = i18n._(actionLabels.freeze);
  const unfreezeLabel = i18n._(actionLabels.unfreeze);

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
          <IpCard row={r} onFreeze={canFreeze ? freeze : undefined} onUnfreeze={canFreeze ? thaw : undefined} />
        )}
        route={route}
        exportDecl={ipExport}
        exportPage={(ref, signal) => fetchIpPage(filters, ref.pageIndex, orderPageMax, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'orderAnalysis.titles.ipTable', message: 'Payer IPs' }),
          rowLabel: (r) => r.ip,
          rowTestId: 'ip-row',
          onOpen: setOpened,
          renderActions: canFreeze
            ? (r) =>
                r.frozen ? (
                  <Button size="small" color="primary" fill="outline" onClick={() => thaw(r)}>
                    {unfreezeLabel}
                  </Button>
                ) : (
                  <Button size="small" color="danger" fill="outline" onClick={() => freeze(r)}>
                    {freezeLabel}
                  </Button>
                )
            : undefined,
          rowActions: canFreeze
            ? (r) =>
                r.frozen
                  ? [{ key: 'u', label: unfreezeLabel, run: () => thaw(r) }]
                  : [{ key: 'f', label: freezeLabel, run: () => freeze(r) }]
            : undefined,
          actionKeys: canFreeze
            ? [
                { key: 'f', label: freezeLabel },
                { key: 'u', label: unfreezeLabel },
              ]
            : undefined,
        }}
      />
      <DetailSheet open={opened !== null} label={opened?.ip ?? ''} testId="ip-detail" onClose={() => setOpened(null)}>
        {opened && (
          <IpCard row={opened} onFreeze={canFreeze ? freeze : undefined} onUnfreeze={canFreeze ? thaw : undefined} />
        )}
      </DetailSheet>
      <FreezeForm ip={freezing} onClose={() => setFreezing(null)} />
    </>
  );
}
