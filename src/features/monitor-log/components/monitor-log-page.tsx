import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { canCall, monitorCalls } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useActionDialogs } from '../../../components/actions/use-action-dialogs.ts';
import { useClearMonitorLog } from '../api/clear-monitor-log.ts';
import { fetchLogPage, useMonitorLog } from '../api/get-monitor-log.ts';
import { logExport } from '../export.ts';
import { logDecls, logKeys, logShape } from '../filters.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import type { MonitorLogRow } from '../../../contract/index.ts';
import { LogCard, PhaseTag } from './log-card.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { useState } from 'react';

/** The desk columns (decision 135): every fact of the card, the text last and taking what is left. */
const columnOptions = {
  widths: { time: 170, monitorId: 130, supplier: 140, cardNumber: 150, orderCode: 200, phase: 120 },
  cells: { phase: (r: MonitorLogRow) => <PhaseTag row={r} /> },
};

/** The monitor log (product 2.7): what the monitoring devices reported and what matching made of it. */
export function MonitorLogPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, logKeys, logShape);
  const log = useMonitorLog(filters);
  const clear = useClearMonitorLog();
  const { ask, fail, tell } = useActionDialogs();
  const canClear = !route.readOnly && canCall(monitorCalls.clearLog.access, role);
  const columns = useExportTableColumns(logExport.columns, columnOptions);
  // A line has no detail of its own: on the desk Enter shows its card, the text whole.
  const [opened, setOpened] = useState<MonitorLogRow | null>(null);
  const deskTable = useDeskTable(route.path, columns);
  const clearTitle = t({ id: 'monitorLog.buttons.clear', message: 'Clear' });

  const runClear = async () => {
    const question = t({
      id: 'monitorLog.texts.clearConfirm',
      message: 'Delete the log lines older than the data clear cycle? Recent lines are kept.',
    });
    if (!(await ask(clearTitle, question))) return;
    try {
      const { deleted, before } = await clear.mutateAsync();
      const cutOff = formatTime(i18n, before, { dateStyle: 'medium', timeStyle: 'short' });
      await tell(
        clearTitle,
        t({ id: 'monitorLog.texts.cleared', message: `Deleted ${deleted} lines logged before ${cutOff}.` }),
      );
    } catch (err) {
      await fail(t({ id: 'monitorLog.errors.clearFailed', message: 'Clearing failed' }), err);
    }
  };

  return (
    <>
      <FilteredList
        idPrefix="monitor-log-filter"
        decls={logDecls}
        schema={monitorCalls.getLogList.input}
        filters={filters}
        onFilters={setFilters}
        query={log}
        totalText={(total) => t({ id: 'monitorLog.texts.total', message: `${total} lines` })}
        rowKey={(r) => r.id}
        estimateSize={160}
        emptyText={t({ id: 'monitorLog.texts.empty', message: 'No log lines match' })}
        renderRow={(r) => <LogCard row={r} />}
        route={route}
        exportDecl={logExport}
        exportPage={(ref, signal) => fetchLogPage(filters, ref, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'monitorLog.titles.table', message: 'Monitor log' }),
          rowLabel: (r) => `${r.logPhase} ${r.id}`,
          rowTestId: 'monitor-log-row',
          onOpen: setOpened,
        }}
        actions={
          <>
            {canClear && (
              <Button
                color="danger"
                fill="outline"
                loading={clear.isPending}
                className={list.button}
                onClick={() => void runClear()}
              >
                {clearTitle}
              </Button>
            )}
          </>
        }
      />
      <DetailSheet
        open={opened !== null}
        label={t({ id: 'monitorLog.titles.line', message: 'Log line' })}
        testId="monitor-log-detail"
        onClose={() => setOpened(null)}
      >
        {opened && <LogCard row={opened} />}
      </DetailSheet>
    </>
  );
}
