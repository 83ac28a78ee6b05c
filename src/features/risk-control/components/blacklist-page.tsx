import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { canCall, riskControlCalls, type RiskBlacklistRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useBlacklist, useNameBlacklist } from '../api/lists.ts';
import { blacklistDecls, blacklistKeys, blacklistShape, nameDecls, nameKeys, nameShape } from '../filters.ts';
import { entryKindLabels, riskActionLabels, riskLabels as l } from '../labels.ts';
import { AddEntryForm, DeleteEntryForm } from './entry-forms.tsx';

/**
 * /payProxyOrder/risk-control/blacklist (names, cards, accounts) and /systemManager/nameBlackList
 * (+ /readonly): one table, the name page showing its names. superAdmin adds and deletes.
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
    />
  );
}

type EntryListProps = Pick<
  Parameters<typeof FilteredList<RiskBlacklistRow>>[0],
  'idPrefix' | 'decls' | 'schema' | 'filters' | 'onFilters' | 'query'
> & { canChange: boolean; namesOnly: boolean };

function EntryList({ canChange, namesOnly, ...listProps }: EntryListProps) {
  const { t, i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<RiskBlacklistRow | null>(null);
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
        renderRow={(r) => (
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
            {canChange && (
              <div className={list.cardActions}>
                <Button
                  size="middle"
                  color="danger"
                  fill="outline"
                  className={list.button}
                  onClick={() => setDeleting(r)}
                >
                  {i18n._(riskActionLabels.remove)}
                </Button>
              </div>
            )}
          </article>
        )}
      />
      {canChange && <AddEntryForm open={adding} namesOnly={namesOnly} onClose={() => setAdding(false)} />}
      <DeleteEntryForm entry={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
