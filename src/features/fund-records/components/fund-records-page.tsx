import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { canCall, fundRecordCalls, isStaff } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useOnline } from '../../../lib/offline/use-online.ts';
import { OfflineActionsNote } from '../../../components/offline-actions-note.tsx';
import { useFundRecords } from '../api/get-fund-records.ts';
import { useHolderOptions } from '../api/get-holder-options.ts';
import { fundFilterKeys, fundShape, ownDecls, staffDecls } from '../filters.ts';
import { BalanceOperationSheet } from './balance-operation-sheet.tsx';
import { fetchFundPage } from '../api/get-fund-records.ts';
import { fundExport } from '../export/to-sheet.ts';
import { FundRecordCard } from './fund-record-card.tsx';
import { FundRecordsTable } from './fund-records-table.tsx';
import { useFundRecordColumns } from './fund-record-columns.tsx';
import { ColumnsButton } from '../../../components/list/columns-sheet.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { useColumnPrefs } from '../../../components/list/table-columns.ts';
import { useIsDesk } from '../../../components/use-is-wide.ts';
import type { FundRecordRow } from '../../../contract/index.ts';

/**
 * Fund records (product 2.6): /fundRecord/fundRecord shows a merchant's or supplier's own (the server
 * enforces it), /fundRecord/fundRecordAdmin every user's with the user filter and 'Balance
 * operation', its /customerService variant the same read only.
 */
export function FundRecordsPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const user = useUserInfo().data;
  const role = roleOf(user);
  const staff = role !== undefined && isStaff(role);
  const holders = useHolderOptions(staff);
  const decls = staff ? staffDecls(holders.data ?? []) : ownDecls;
  const [filters, setFilters] = useListFilters(route.path, fundFilterKeys, fundShape);
  const records = useFundRecords(filters);
  const [operating, setOperating] = useState(false);
  const canOperate = !route.readOnly && canCall(fundRecordCalls.balanceOperation.access, role);
  const online = useOnline();
  const desk = useIsDesk();
  const prefs = useColumnPrefs(user.user_id, route.path, useFundRecordColumns(staff));
  const [opened, setOpened] = useState<FundRecordRow | null>(null);

  return (
    <>
      <FilteredList
        idPrefix="fund-filter"
        decls={decls}
        schema={fundRecordCalls.getList.input}
        filters={filters}
        onFilters={setFilters}
        query={records}
        totalText={(total) => t({ id: 'fundRecords.texts.total', message: `${total} records` })}
        rowKey={(r) => r.id}
        estimateSize={200}
        emptyText={t({ id: 'fundRecords.texts.empty', message: 'No fund records match' })}
        renderRow={(r) => <FundRecordCard row={r} showUser={staff} />}
        banner={canOperate ? <OfflineActionsNote /> : undefined}
        route={route}
        exportDecl={fundExport}
        exportPage={(ref, signal) => fetchFundPage(filters, ref, signal)}
        exportColumnIds={desk ? prefs.visible.map((c) => c.id) : undefined}
        view={
          desk
            ? (shown, paging) => <FundRecordsTable rows={shown} paging={paging} prefs={prefs} onOpen={setOpened} />
            : undefined
        }
        actions={
          <>
            {desk && <ColumnsButton prefs={prefs} />}
            {canOperate && (
              <Button color="primary" className={list.button} disabled={!online} onClick={() => setOperating(true)}>
                {t({ id: 'fundRecords.actions.balanceOperation', message: 'Balance operation' })}
              </Button>
            )}
          </>
        }
      />
      <DetailSheet
        open={opened !== null}
        label={t({ id: 'fundRecords.titles.record', message: 'Fund record' })}
        testId="fund-record-detail"
        onClose={() => setOpened(null)}
      >
        {opened && <FundRecordCard row={opened} showUser={staff} />}
      </DetailSheet>
      {canOperate && <BalanceOperationSheet open={operating} onClose={() => setOperating(false)} />}
    </>
  );
}
