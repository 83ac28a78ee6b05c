import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { canCall, isStaff, webRecordCalls } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { usePagedRows } from '../../../components/list/paged.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useMatchFlow } from '../../bank-statements/index.ts';
import { fetchRecordPage, useWebRecords } from '../api.ts';
import { recordExport } from '../export.ts';
import { recordKeys, recordShape, usdtDecls, webDecls } from '../filters.ts';
import { RecordCard } from './record-card.tsx';
import { recordColumnOptions } from './record-columns.tsx';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { RecordMatchForm } from './record-match-form.tsx';
import { RecordSheet } from './record-sheet.tsx';

const timeStyle = { dateStyle: 'short', timeStyle: 'medium' } as const;

/**
 * Web messages (/bankStatement/webMessageRecord-admin) and USDT records
 * (/bankStatement/usdtTransactionRecord-admin) and WeChat notices (/bankStatement/weChatRecord-admin), with their customerService variants: a supplier
 * sees its own accounts' records, staff all; superAdmin and admin match an unmatched one by hand.
 */
export function WebRecordsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const staff = role !== undefined && isStaff(role);
  const kind = route.name === 'usdtRecords' ? 'usdt' : route.name === 'weChatRecords' ? 'wechat' : 'web';
  const [filters, setFilters] = useListFilters(route.path, recordKeys, recordShape);
  const records = useWebRecords(kind, filters);
  const exportDecl = useMemo(() => recordExport(kind), [kind]);
  const options = recordColumnOptions[kind][staff ? 'staff' : 'supplier'];
  const columns = useExportTableColumns(exportDecl.columns, options);
  const deskTable = useDeskTable(route.path, columns);
  const { rows } = usePagedRows(records);
  const flow = useMatchFlow(rows);

  return (
    <>
      <FilteredList
        idPrefix="record-filter"
        decls={kind === 'usdt' ? usdtDecls : webDecls}
        schema={webRecordCalls.getList.input}
        filters={filters}
        onFilters={setFilters}
        query={records}
        totalText={(total) => t({ id: 'bankStatements.texts.total', message: `${total} records` })}
        rowKey={(r) => r.id}
        estimateSize={170}
        emptyText={t({ id: 'webRecords.texts.empty', message: 'No records match' })}
        renderRow={(r) => <RecordCard row={r} onOpen={flow.open} />}
        route={route}
        exportDecl={exportDecl}
        exportPage={(ref, signal) => fetchRecordPage(kind, filters, ref, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'webRecords.titles.table', message: 'Records' }),
          rowLabel: (r) =>
            `${(r.kind === 'usdt' ? r.txHash : r.utr) ?? ''} ${formatTime(i18n, r.receivedTime, timeStyle)}`.trim(),
          rowTestId: 'record-row',
          onOpen: flow.open,
        }}
      />
      <RecordSheet
        row={flow.sheetRow}
        showSupplier={staff}
        canMatch={!route.readOnly && canCall(webRecordCalls.manualMatch.access, role)}
        onMatch={flow.startMatch}
        onClose={flow.closeSheet}
      />
      <RecordMatchForm row={flow.matching} onClose={flow.endMatch} onDone={flow.endMatch} />
    </>
  );
}
