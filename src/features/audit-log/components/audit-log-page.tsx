import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { auditRecordCalls, type AuditRecordRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { useAuditRecords } from '../api/get-audit-records.ts';
import { auditDecls, auditFilterKeys, auditShape } from '../filters.ts';
import { ActionCell, AuditRecordCard, AuditTableHead } from './audit-record-card.tsx';
import { AuditRecordSheet } from './audit-record-sheet.tsx';
import { exportPageSize } from '../../../lib/sheets/fetch-all-pages.ts';
import { fetchAuditPage } from '../api/get-audit-records.ts';
import { auditExport } from '../export/to-sheet.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';

/** The desk columns (decision 135): the wide line's facts and the role; before and after offered. */
const columnOptions = {
  hidden: ['before', 'after'],
  widths: { time: 170, operator: 150, role: 120, ip: 140, action: 200, targetType: 140, targetId: 120 },
  cells: {
    action: (r: AuditRecordRow) => <ActionCell row={r} />,
  },
};

/**
 * The audit log (product 2.8 /auditRecord/auditRecord and its /customerService variant): every
 * record newest first, filtered by person, role, action, target and time; a record opens with its
 * before and after. Both variants are the same page: the log has nothing to change.
 */
export function AuditLogPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const [filters, setFilters] = useListFilters(route.path, auditFilterKeys, auditShape);
  const records = useAuditRecords(filters);
  const [open, setOpen] = useState<AuditRecordRow | null>(null);
  const columns = useExportTableColumns(auditExport.columns, columnOptions);
  const deskTable = useDeskTable(route.path, columns);

  return (
    <>
      <FilteredList
        idPrefix="audit-filter"
        decls={auditDecls}
        schema={auditRecordCalls.getList.input}
        filters={filters}
        onFilters={setFilters}
        query={records}
        totalText={(total) => t({ id: 'auditLog.texts.total', message: `${total} records` })}
        rowKey={(r) => r.id}
        estimateSize={120}
        emptyText={t({ id: 'auditLog.texts.empty', message: 'No audit records match' })}
        renderRow={(r) => <AuditRecordCard row={r} onOpen={setOpen} />}
        banner={deskTable.desk ? undefined : <AuditTableHead />}
        route={route}
        exportDecl={auditExport}
        exportPage={(ref, signal) => fetchAuditPage(filters, ref.pageIndex, exportPageSize, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'auditLog.titles.table', message: 'Audit records' }),
          rowLabel: (r) => `${r.action} ${r.targetType} ${r.targetId}`.trim(),
          rowTestId: 'audit-record-row',
          onOpen: setOpen,
        }}
      />
      <AuditRecordSheet row={open} onClose={() => setOpen(null)} />
    </>
  );
}
