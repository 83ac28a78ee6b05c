import { useLingui } from '@lingui/react/macro';
import { bankStatementCalls, canCall, isStaff } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { usePagedRows } from '../../../components/list/paged.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { fetchStatementPage, useBankStatements } from '../api/get-bank-statements.ts';
import { statementDecls, statementKeys, statementSaDecls, statementShape } from '../filters.ts';
import { MatchForm } from './match-form.tsx';
import { useMatchFlow } from './use-match-flow.ts';
import { StatementCard } from './statement-card.tsx';
import { StatementSheet } from './statement-sheet.tsx';
import { statementExport } from '../export/declaration.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { statementColumnOptions } from './statement-columns.tsx';

const timeStyle = { dateStyle: 'short', timeStyle: 'medium' } as const;
const ownExport = statementExport(false);
const saExport = statementExport(true);

/**
 * SMS records (product 2.4): /bankStatement/list for admins, customer service and suppliers (their
 * own accounts), /bankStatement/list-sa for the super admin with the supplier filter and the raw
 * message text. Staff who may match by hand get 'Match to order' on an unmatched income.
 */
export function BankStatementsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const staff = role !== undefined && isStaff(role);
  const management = route.name === 'bankStatementsSa';
  const exportDecl = management ? saExport : ownExport;
  const columns = useExportTableColumns(exportDecl.columns, statementColumnOptions[staff ? 'staff' : 'supplier']);
  const deskTable = useDeskTable(route.path, columns);
  const [filters, setFilters] = useListFilters(route.path, statementKeys, statementShape);
  const statements = useBankStatements(filters);
  const { rows } = usePagedRows(statements);
  const flow = useMatchFlow(rows);

  return (
    <>
      <FilteredList
        idPrefix="statement-filter"
        decls={management ? statementSaDecls : statementDecls}
        schema={bankStatementCalls.getList.input}
        filters={filters}
        onFilters={setFilters}
        query={statements}
        totalText={(total) => t({ id: 'bankStatements.texts.total', message: `${total} records` })}
        rowKey={(r) => r.id}
        estimateSize={190}
        emptyText={t({ id: 'bankStatements.texts.empty', message: 'No SMS records match' })}
        renderRow={(r) => <StatementCard row={r} showContent={management} onOpen={flow.open} />}
        route={route}
        exportDecl={exportDecl}
        exportPage={(ref, signal) => fetchStatementPage(filters, ref, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'bankStatements.titles.table', message: 'SMS records' }),
          rowLabel: (r) => `${r.utr ?? ''} ${formatTime(i18n, r.receivedTime, timeStyle)}`.trim(),
          rowTestId: 'statement-row',
          onOpen: flow.open,
        }}
      />
      <StatementSheet
        row={flow.sheetRow}
        showContent={management}
        showSupplier={staff}
        canMatch={!route.readOnly && canCall(bankStatementCalls.manualMatch.access, role)}
        onMatch={flow.startMatch}
        onClose={flow.closeSheet}
      />
      <MatchForm row={flow.matching} onClose={flow.endMatch} onDone={flow.endMatch} />
    </>
  );
}
