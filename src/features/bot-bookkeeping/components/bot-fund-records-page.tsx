import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { botFundRecordCalls, canCall, type BotFundRecordRow } from '../../../contract/index.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { OfflineActionsNote } from '../../../components/offline-actions-note.tsx';
import { useOnline } from '../../../lib/offline/use-online.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useBotFundRecords, useHolderOptions } from '../api/records.ts';
import { botFundDecls, botFundFilterKeys, botFundShape } from '../filters.ts';
import { DecideSheet, type Decision } from './decide-sheet.tsx';
import { BotFundRecordCard } from './record-card.tsx';
import { BotFundTotals } from './totals.tsx';

/**
 * /systemManager/botFundRecord (admin, superAdmin): the deposits and settlements bound groups
 * reported to the bot. Nothing touches a balance until someone here confirms a report; the list
 * filters by user, state and time and shows the totals of everything the filters match.
 */
export function BotFundRecordsPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const role = roleOf(useUserInfo().data);
  const holders = useHolderOptions();
  const [filters, setFilters] = useListFilters(route.path, botFundFilterKeys, botFundShape);
  const query = useBotFundRecords(filters);
  const online = useOnline();
  const canDecide = !route.readOnly && canCall(botFundRecordCalls.confirm.access, role);
  const [decision, setDecision] = useState<Decision | null>(null);
  const totals = query.data?.pages[0]?.totals;
  const decide = (kind: Decision['kind']) =>
    canDecide && online ? (row: BotFundRecordRow) => setDecision({ kind, row }) : undefined;

  return (
    <>
      <FilteredList
        idPrefix="bot-fund-filter"
        decls={botFundDecls(holders.data ?? [])}
        schema={botFundRecordCalls.list.input}
        filters={filters}
        onFilters={setFilters}
        query={query}
        totalText={(total) => t({ id: 'botFundRecords.texts.total', message: `${total} reports` })}
        rowKey={(r) => r.id}
        estimateSize={260}
        emptyText={t({ id: 'botFundRecords.texts.empty', message: 'No reports match' })}
        banner={
          <>
            {canDecide && <OfflineActionsNote />}
            {totals && <BotFundTotals totals={totals} />}
          </>
        }
        renderRow={(r) => <BotFundRecordCard row={r} onConfirm={decide('confirm')} onReject={decide('reject')} />}
      />
      {canDecide && <DecideSheet decision={decision} onClose={() => setDecision(null)} />}
    </>
  );
}
