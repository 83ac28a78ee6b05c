import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { canCall, riskControlCalls, type RiskBlacklistRow, orderPageMax } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import type { ExportDecl } from '../../../lib/sheets/export-decl.ts';
import { fetchBlacklistPage, fetchNameBlacklistPage, useBlacklist, useNameBlacklist } from '../api/lists.ts';
import { blacklistExport, nameBlacklistExport } from '../export.ts';
import { blacklistDecls, blacklistKeys, blacklistShape, nameDecls, nameKeys, nameShape } from '../filters.ts';
import { entryKindLabels, riskActionLabels, riskLabels as l } from '../labels.ts';
import { AddEntryForm, DeleteEntryForm } from './entry-forms.tsx';
import { entryColumnOptions } from './risk-columns.tsx';

/**
 * /payProxyOrder/risk-control/blacklist (names, cards, accounts) and /systemManager/nameBlackList
 * (+ /readonly): one table, the name page showing its names. superAdmin adds and deletes. On a
 * desk the entries are a table read off the export (decision 135); Enter shows the entry's card.
 */
export function BlacklistPage({ route }: { route: AppRoute }) {
  const role = roleOf(useUserInfo().data);
  const canChange = !route.readOnly && canCall(riskControlCalls.addEntry.access, role);
  return route.name === 'nameBlackList' ? (
    <NameList route={route} canChange={canChange} />
  ) : (
    <FullList route={route} canChange={canChange} />
  );
}

interface ListProps {
  route: AppRoute;
  canChange: boolean;
}

function FullList({ route, canChange }: ListProps) {
  const [filters, setFilters] = useListFilters(route.path, blacklistKeys, blacklistShape);
  const query = useBlacklist(filters);
  return (
    <EntryList
      idPrefix="risk-blacklist-filter"
      decls={blacklistDecls}
      schema={riskControlCalls.blacklist.input}
      filters={filters}
      onFilters={setFilters}
      query={query}
      canChange={canChange}
      namesOnly={false}
      route={route}
      exportDecl={blacklistExport}
      exportPage={(ref, signal) => fetchBlacklistPage(filters, ref.pageIndex, orderPageMax, signal)}
    />
  );
}

function NameList({ route, canChange }: ListProps) {
  const [filters, setFilters] = useListFilters(route.path, nameKeys, nameShape);
  const query = useNameBlacklist(filters);
  return (
    <EntryList
      idPrefix="name-blacklist-filter"
      decls={nameDecls}
      schema={riskControlCalls.nameBlacklist.input}
      filters={filters}
      onFilters={setFilters}
      query={query}
      canChange={canChange}
      namesOnly
      route={route}
      exportDecl={nameBlacklistExport}
      exportPage={(ref, signal) => fetchNameBlacklistPage(filters, ref.pageIndex, orderPageMax, signal)}
    />
  );
}

type EntryListProps = Pick<
  Parameters<typeof FilteredList<RiskBlacklistRow>>[0],
  'idPrefix' | 'decls' | 'schema' | 'filters' | 'onFilters' | 'query' | 'exportPage'
> & {
  canChange: boolean;
  namesOnly: boolean;
  route: AppRoute;
  exportDecl: ExportDecl<RiskBlacklistRow>;
};

function EntryList({ canChange, namesOnly, route, exportDecl, ...listProps }: EntryListProps) {
  const { t, i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<RiskBlacklistRow | null>(null);
  const [opened, setOpened] = useState<RiskBlacklistRow | null>(null);
  const columns = useExportTableColumns(exportDecl.columns, entryColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const remove = i18n._(riskActionLabels.remove);
  const card = (r: RiskBlacklistRow, onDelete?: (r: RiskBlacklistRow) => void) => (
    <article className={list.card} aria-label={r.value} data-testid="risk-entry-card">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{r.value}</span>
          <Tag color="danger">{i18n._(entryKindLabels[r.kind])}</Tag>
        </div>
        <CardFacts
          items={[
            [i18n._(l.remark), r.remark || '—'],
            [i18n._(l.createdBy), r.createdBy || '—'],
            [i18n._(l.createTime), whenText(i18n, r.createTime)],
          ]}
        />
      </div>
      {onDelete && (
        <div className={list.cardActions}>
          <Button size="middle" color="danger" fill="outline" className={list.button} onClick={() => onDelete(r)}>
            {remove}
          </Button>
        </div>
      )}
    </article>
  );
  const onDelete = canChange ? setDeleting : undefined;
  const deleteFromSheet = (r: RiskBlacklistRow) => {
    setOpened(null);
    setDeleting(r);
  };
  return (
    <>
      <FilteredList
        {...listProps}
        totalText={(total) => t({ id: 'riskControl.texts.entryTotal', message: `${total} entries` })}
        rowKey={(r) => r.id}
        estimateSize={170}
        emptyText={t({ id: 'riskControl.texts.entryEmpty', message: 'No blacklist entries match' })}
        actions={
          canChange ? (
            <Button size="small" color="primary" onClick={() => setAdding(true)}>
              {i18n._(namesOnly ? riskActionLabels.addName : riskActionLabels.add)}
            </Button>
          ) : undefined
        }
        renderRow={(r) => card(r, onDelete)}
        route={route}
        exportDecl={exportDecl}
        table={{
          state: deskTable,
          label: namesOnly
            ? t({ id: 'riskControl.titles.nameTable', message: 'Blacklisted names' })
            : t({ id: 'riskControl.titles.entryTable', message: 'Blacklist entries' }),
          rowLabel: (r) => r.value,
          rowTestId: 'risk-entry-row',
          onOpen: setOpened,
          renderActions: onDelete
            ? (r) => (
                <Button size="small" color="danger" fill="outline" onClick={() => onDelete(r)}>
                  {remove}
                </Button>
              )
            : undefined,
          rowActions: onDelete ? (r) => [{ key: 'd', label: remove, run: () => onDelete(r) }] : undefined,
          actionKeys: onDelete ? [{ key: 'd', label: remove }] : undefined,
        }}
      />
      {canChange && <AddEntryForm open={adding} namesOnly={namesOnly} onClose={() => setAdding(false)} />}
      <DeleteEntryForm entry={deleting} onClose={() => setDeleting(null)} />
      <DetailSheet
        open={opened !== null}
        label={opened?.value ?? ''}
        testId="risk-entry-detail"
        onClose={() => setOpened(null)}
      >
        {opened && card(opened, canChange ? deleteFromSheet : undefined)}
      </DetailSheet>
    </>
  );
}
