import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RiskDetectionState, canCall, riskControlCalls } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useDetections } from '../api/lists.ts';
import { detectionDecls, detectionKeys, detectionShape } from '../filters.ts';
import { DecisionForm, type Decision } from './decision-form.tsx';
import { DetectionCard } from './detection-card.tsx';

/**
 * /payProxyOrder/risk-control/detection-records: payouts risk control held and why, newest first.
 * A held one is released (back to the pool) or rejected (cancelled, balance back), once.
 */
export function DetectionsPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, detectionKeys, detectionShape);
  const detections = useDetections(filters);
  const [decision, setDecision] = useState<Decision>(null);
  const canDecide = !route.readOnly && canCall(riskControlCalls.release.access, role);
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
        renderRow={(r) => (
          <DetectionCard
            row={r}
            onDecide={
              canDecide && r.state === RiskDetectionState.pending
                ? (kind, row) => setDecision({ kind, row })
                : undefined
            }
          />
        )}
      />
      <DecisionForm decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
