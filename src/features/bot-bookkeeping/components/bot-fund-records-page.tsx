import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import {
  BotFundRecordState,
  botFundRecordCalls,
  canCall,
  type BotFundRecordRow,
  orderPageMax,
} from '../../../contract/index.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { OfflineActionsNote } from '../../../components/offline-actions-note.tsx';
import { useOnline } from '../../../lib/offline/use-online.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { fetchBotFundPage, useBotFundRecords, useHolderOptions } from '../api/records.ts';
import { botFundExport } from '../export.ts';
import { botFundDecls, botFundFilterKeys, botFundShape } from '../filters.ts';
import { reportedText } from '../reported-text.ts';
import { DecideSheet, type Decision } from './decide-sheet.tsx';
import { BotFundRecordCard } from './record-card.tsx';
import { botFundColumnOptions } from './record-columns.tsx';
import { BotFundTotals } from './totals.tsx';

/**
 * /systemManager/botFundRecord (admin, superAdmin): the deposits and settlements bound groups
 * reported to the bot. Nothing touches a balance until someone here confirms a report; the list
 * filters by user, state and time and shows the totals of everything the filters match. On a desk
 * the reports are a table read off the export (decision 135): a pending one's Confirm and Reject
 * are its row's buttons (`c`, `r`), and Enter shows its card.
 */
export function BotFundRecordsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const holders = useHolderOptions();
  const [filters, setFilters] = useListFilters(route.path, botFundFilterKeys, botFundShape);
  const query = useBotFundRecords(filters);
  const online = useOnline();
  const canDecide = !route.readOnly && canCall(botFundRecordCalls.confirm.access, role);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [opened, setOpened] = useState<BotFundRecordRow | null>(null);
  const columns = useExportTableColumns(botFundExport.columns, botFundColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const totals = query.data?.pages[0]?.totals;
  const decide = (kind: Decision['kind']) =>
    canDecide && online
      ? (row: BotFundRecordRow) => {
          setOpened(null);
          setDecision({ kind, row });
        }
      : undefined;
  const confirm = decide('confirm');
  const reject = decide('reject');
  const confirmLabel = t({ id: 'botFundRecords.actions.confirm', message: 'Confirm' });
  const rejectLabel = t({ id: 'botFundRecords.actions.reject', message: 'Reject' });
  const pending = (r: BotFundRecordRow) => r.state === BotFundRecordState.pending;

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
        renderRow={(r) => <BotFundRecordCard row={r} onConfirm={confirm} onReject={reject} />}
        route={route}
        exportDecl={botFundExport}
        exportPage={(ref, signal) => fetchBotFundPage(filters, ref.pageIndex, orderPageMax, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'botFundRecords.titles.table', message: 'Bot reports' }),
          rowLabel: (r) => `${r.userAccount} ${reportedText(i18n, r)}`,
          rowTestId: 'bot-fund-record-row',
          onOpen: setOpened,
          renderActions:
            confirm && reject
              ? (r) =>
                  pending(r) && (
                    <>
                      <Button size="small" color="primary" onClick={() => confirm(r)}>
                        {confirmLabel}
                      </Button>
                      <Button size="small" color="danger" fill="outline" onClick={() => reject(r)}>
                        {rejectLabel}
                      </Button>
                    </>
                  )
              : undefined,
          rowActions:
            confirm && reject
              ? (r) =>
                  pending(r)
                    ? [
                        { key: 'c', label: confirmLabel, run: () => confirm(r) },
                        { key: 'r', label: rejectLabel, run: () => reject(r) },
                      ]
                    : []
              : undefined,
          actionKeys: canDecide
            ? [
                { key: 'c', label: confirmLabel },
                { key: 'r', label: rejectLabel },
              ]
            : undefined,
        }}
      />
      <DetailSheet
        open={opened !== null}
        label={opened ? `${opened.userAccount} ${reportedText(i18n, opened)}` : ''}
        testId="bot-fund-record-detail"
        onClose={() => setOpened(null)}
      >
        {opened && <BotFundRecordCard row={opened} onConfirm={confirm} onReject={reject} />}
      </DetailSheet>
      {canDecide && <DecideSheet decision={decision} onClose={() => setDecision(null)} />}
    </>
  );
}
