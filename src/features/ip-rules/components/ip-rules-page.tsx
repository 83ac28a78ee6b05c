import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { canCall, ipRuleCalls, type IpRuleRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { fetchIpRulePage, useIpRules } from '../api/rules.ts';
import { ipRuleExport, ruleSubject } from '../export.ts';
import { ipRuleDecls, ipRuleFilterKeys, ipRuleShape } from '../filters.ts';
import { ipRuleActionLabels } from '../labels.ts';
import { IpRuleCard } from './ip-rule-card.tsx';
import { ipRuleColumnOptions } from './ip-rule-columns.tsx';
import { AddRuleForm, DeleteRuleForm, EditRuleForm } from './rule-forms.tsx';

/**
 * /systemManager/ipRule (+ /customerService): the IP whitelist of merchants' API calls and of
 * staff sign-in. admin and superAdmin change it; the customerService variant only reads. On a desk
 * the rules are a table read off the export (decision 135): Edit and Remove on the row and on `e`
 * and `r`; Enter edits the rule, or for a reader shows its card.
 */
export function IpRulesPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canChange = !route.readOnly && canCall(ipRuleCalls.add.access, role);
  const [filters, setFilters] = useListFilters(route.path, ipRuleFilterKeys, ipRuleShape);
  const query = useIpRules(filters);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<IpRuleRow | null>(null);
  const [removing, setRemoving] = useState<IpRuleRow | null>(null);
  const [opened, setOpened] = useState<IpRuleRow | null>(null);
  const columns = useExportTableColumns(ipRuleExport.columns, ipRuleColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const editLabel = i18n._(ipRuleActionLabels.edit);
  const removeLabel = i18n._(ipRuleActionLabels.remove);
  return (
    <>
      <FilteredList
        idPrefix="ip-rule-filter"
        decls={ipRuleDecls}
        schema={ipRuleCalls.list.input}
        filters={filters}
        onFilters={setFilters}
        query={query}
        totalText={(total) => t({ id: 'ipRules.texts.total', message: `${total} rules` })}
        rowKey={(r) => r.id}
        estimateSize={190}
        emptyText={t({ id: 'ipRules.texts.empty', message: 'No IP rules match' })}
        actions={
          canChange ? (
            <Button size="small" color="primary" onClick={() => setAdding(true)}>
              {i18n._(ipRuleActionLabels.add)}
            </Button>
          ) : undefined
        }
        renderRow={(r) => (
          <IpRuleCard
            row={r}
            onEdit={canChange ? setEditing : undefined}
            onRemove={canChange ? setRemoving : undefined}
          />
        )}
        route={route}
        exportDecl={ipRuleExport}
        exportPage={(ref, signal) => fetchIpRulePage(filters, ref, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'ipRules.titles.table', message: 'IP rules' }),
          rowLabel: (r) => `${ruleSubject(i18n, r)} ${r.address}`,
          rowTestId: 'ip-rule-row',
          onOpen: canChange ? setEditing : setOpened,
          renderActions: canChange
            ? (r) => (
                <>
                  <Button size="small" onClick={() => setEditing(r)}>
                    {editLabel}
                  </Button>
                  <Button size="small" color="danger" onClick={() => setRemoving(r)}>
                    {removeLabel}
                  </Button>
                </>
              )
            : undefined,
          rowActions: canChange
            ? (r) => [
                { key: 'e', label: editLabel, run: () => setEditing(r) },
                { key: 'r', label: removeLabel, run: () => setRemoving(r) },
              ]
            : undefined,
          actionKeys: canChange
            ? [
                { key: 'e', label: editLabel },
                { key: 'r', label: removeLabel },
              ]
            : undefined,
        }}
      />
      {canChange && <AddRuleForm open={adding} onClose={() => setAdding(false)} />}
      {canChange && <EditRuleForm rule={editing} onClose={() => setEditing(null)} />}
      {canChange && <DeleteRuleForm rule={removing} onClose={() => setRemoving(null)} />}
      <DetailSheet
        open={opened !== null}
        label={opened?.address ?? ''}
        testId="ip-rule-detail"
        onClose={() => setOpened(null)}
      >
        {opened && <IpRuleCard row={opened} />}
      </DetailSheet>
    </>
  );
}
