import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { canCall, ipRuleCalls, type IpRuleRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useIpRules } from '../api/rules.ts';
import { ipRuleDecls, ipRuleFilterKeys, ipRuleShape } from '../filters.ts';
import { ipRuleActionLabels, ipRuleLabels as l, scopeLabels } from '../labels.ts';
import { AddRuleForm, DeleteRuleForm, EditRuleForm } from './rule-forms.tsx';

/**
 * /systemManager/ipRule (+ /customerService): the IP whitelist of merchants' API calls and of
 * staff sign-in. admin and superAdmin change it; the customerService variant only reads.
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
  const subject = (r: IpRuleRow) => (r.scope === 'role' && r.role ? i18n._(roleLabels[r.role]) : r.account);
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
          <article className={list.card} aria-label={`${subject(r)} ${r.address}`} data-testid="ip-rule-card">
            <div className={list.cardMain}>
              <div className={list.cardHead}>
                <span className={list.code}>{r.address}</span>
                <Tag color={r.scope === 'merchant' ? 'primary' : 'warning'}>{i18n._(scopeLabels[r.scope])}</Tag>
              </div>
              <CardFacts
                items={[
                  [i18n._(r.scope === 'role' ? l.role : l.account), subject(r)],
                  [i18n._(l.remark), r.remark || '—'],
                  [i18n._(l.updatedBy), r.updatedBy || r.createdBy || '—'],
                  [i18n._(l.updateTime), whenText(i18n, r.updateTime)],
                ]}
              />
            </div>
            {canChange && (
              <div className={list.cardActions}>
                <Button size="middle" fill="outline" className={list.button} onClick={() => setEditing(r)}>
                  {i18n._(ipRuleActionLabels.edit)}
                </Button>
                <Button
                  size="middle"
                  color="danger"
                  fill="outline"
                  className={list.button}
                  onClick={() => setRemoving(r)}
                >
                  {i18n._(ipRuleActionLabels.remove)}
                </Button>
              </div>
            )}
          </article>
        )}
      />
      {canChange && <AddRuleForm open={adding} onClose={() => setAdding(false)} />}
      {canChange && <EditRuleForm rule={editing} onClose={() => setEditing(null)} />}
      {canChange && <DeleteRuleForm rule={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
