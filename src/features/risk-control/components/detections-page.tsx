import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import {
  RiskDetectionState,
  canCall,
  riskControlCalls,
  type RiskDetectionRow,
  orderPageMax,
} from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { fetchDetectionPage, useDetections } from '../api/lists.ts';
import { detectionExport } from '../export.ts';
import { detectionDecls, detectionKeys, detectionShape } from '../filters.ts';
import { riskActionLabels } from '../labels.ts';
import { DecisionForm, type Decision } from './decision-form.tsx';
import { DetectionCard } from './detection-card.tsx';
import { detectionColumnOptions } from './risk-columns.tsx';

/**
 * /payProxyOrder/risk-control/detection-records: payouts risk control held and why, newest first.
 * A held one is released (back to the pool) or rejected (cancelled, balance back), once. On a desk
 * the held payouts are a table (decision 135); Enter shows the card with its decision buttons.
 */
export function DetectionsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, detectionKeys, detectionShape);
  const detections = useDetections(filters);
  const [decision, setDecision] = useState<Decision>(null);
  const [opened, setOpened] = useState<RiskDetectionRow | null>(null);
  const canDecide = !route.readOnly && canCall(riskControlCalls.release.access, role);
  const columns = useExportTableColumns(detectionExport.columns, detectionColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const decidable = (r: RiskDetectionRow) => canDecide && r.state === RiskDetectionState.pending;
  const decide = (kind: 'release' | 'reject', row: RiskDetectionRow) => {
    setOpened(null);
    setDecision({ kind, row });
  };
  const release = i18n._(riskActionLabels.release);
  const reject = i18n._(riskActionLabels.reject);
  return (
    <>
      <FilteredList
        idPrefix="risk-detection-filter"
        decls={detectionDecls}
        schema={riskControlCalls.detections.input}
        filters={filters}
        onFilters={setFilters}
        query={detections}
        totalText={(total) => t({ id: 'riskControl.texts.detectionTotal', message: `${total} held payouts` })}
        rowKey={(r) => r.id}
        estimateSize={300}
        emptyText={t({ id: 'riskControl.texts.detectionEmpty', message: 'No held payouts match' })}
        renderRow={(r) => <DetectionCard row={r} onDecide={decidable(r) ? decide : undefined} />}
        route={route}
        exportDecl={detectionExport}
        exportPage={(ref, signal) => fetchDetectionPage(filters, ref.pageIndex, orderPageMax, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'riskControl.titles.detectionTable', message: 'Held payouts' }),
          rowLabel: (r) => r.orderCode,
          rowTestId: 'risk-detection-row',
          onOpen: setOpened,
          renderActions: canDecide
            ? (r) =>
                decidable(r) && (
                  <>
                    <Button size="small" color="primary" fill="outline" onClick={() => decide('release', r)}>
                      {release}
                    </Button>
                    <Button size="small" color="danger" fill="outline" onClick={() => decide('reject', r)}>
                      {reject}
                    </Button>
                  </>
                )
            : undefined,
          // `r` rejects as on the payouts; `l` releases (reLease: `r` is taken).
          rowActions: canDecide
            ? (r) =>
                decidable(r)
                  ? [
                      { key: 'l', label: release, run: () => decide('release', r) },
                      { key: 'r', label: reject, run: () => decide('reject', r) },
                    ]
                  : []
            : undefined,
          actionKeys: canDecide
            ? [
                { key: 'l', label: release },
                { key: 'r', label: reject },
              ]
            : undefined,
        }}
      />
      <DetailSheet
        open={opened !== null}
        label={opened?.orderCode ?? ''}
        testId="risk-detection-detail"
        onClose={() => setOpened(null)}
      >
        {opened && <DetectionCard row={opened} onDecide={decidable(opened) ? decide : undefined} />}
      </DetailSheet>
      <DecisionForm decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
