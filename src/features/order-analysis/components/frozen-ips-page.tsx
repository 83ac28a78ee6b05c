import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { canCall, orderAnalysisCalls, type FrozenIpRow, orderPageMax } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { fetchFrozenPage, useFrozenIps } from '../api/lists.ts';
import { frozenExport } from '../export.ts';
import { frozenDecls, frozenKeys, frozenShape } from '../filters.ts';
import { actionLabels } from '../labels.ts';
import { frozenColumnOptions } from './analysis-columns.ts';
import { FrozenIpCard } from './frozen-ip-card.tsx';
import { useConfirmUnfreeze } from './use-unfreeze.ts';

/**
 * /orderAnalysis/fronzen-ip-list (+ /customerService, read only): the abnormal IPs staff froze,
 * newest first; their new orders are refused at create. Admins unfreeze here (on a desk the row's
 * button or `u`; Enter shows the IP's card, decision 135).
 */
export function FrozenIpsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, frozenKeys, frozenShape);
  const frozen = useFrozenIps(filters);
  const unfreeze = useConfirmUnfreeze();
  const [opened, setOpened] = useState<FrozenIpRow | null>(null);
  const canUnfreeze = !route.readOnly && canCall(orderAnalysisCalls.unfreezeIp.access, role);
  const columns = useExportTableColumns(frozenExport.columns, frozenColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const thaw = canUnfreeze
    ? (r: FrozenIpRow) => {
        setOpened(null);
        void unfreeze(r.ip);
      }
    : undefined;
  const unfreezeLabel = i18n._(actionLabels.unfreeze);
  return (
    <>
      <FilteredList
        idPrefix="frozen-ip-filter"
        decls={frozenDecls}
        schema={orderAnalysisCalls.frozenIpList.input}
        filters={filters}
        onFilters={setFilters}
        query={frozen}
        totalText={(total) => t({ id: 'orderAnalysis.texts.frozenTotal', message: `${total} frozen IPs` })}
        rowKey={(r) => r.ip}
        estimateSize={170}
        emptyText={t({ id: 'orderAnalysis.texts.frozenEmpty', message: 'No frozen IPs' })}
        renderRow={(r) => <FrozenIpCard row={r} onUnfreeze={thaw} />}
        route={route}
        exportDecl={frozenExport}
        exportPage={(ref, signal) => fetchFrozenPage(filters, ref.pageIndex, orderPageMax, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'orderAnalysis.titles.frozenTable', message: 'Frozen IPs' }),
          rowLabel: (r) => r.ip,
          rowTestId: 'frozen-ip-row',
          onOpen: setOpened,
          renderActions: thaw
            ? (r) => (
                <Button size="small" color="primary" fill="outline" onClick={() => thaw(r)}>
                  {unfreezeLabel}
                </Button>
              )
            : undefined,
          rowActions: thaw ? (r) => [{ key: 'u', label: unfreezeLabel, run: () => thaw(r) }] : undefined,
          actionKeys: thaw ? [{ key: 'u', label: unfreezeLabel }] : undefined,
        }}
      />
      <DetailSheet
        open={opened !== null}
        label={opened?.ip ?? ''}
        testId="frozen-ip-detail"
        onClose={() => setOpened(null)}
      >
        {opened && <FrozenIpCard row={opened} onUnfreeze={thaw} />}
      </DetailSheet>
    </>
  );
}
