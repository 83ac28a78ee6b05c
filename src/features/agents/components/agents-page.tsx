import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { ActionSheet } from '../../../components/sheets/overlays.ts';
import { useState } from 'react';
import { agentCalls, canCall, type TeamMemberRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { usePagedRows } from '../../../components/list/paged.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import type { RowAction } from '../../../components/list/use-table-keys.ts';
import { fetchTeamPage, useTeam } from '../api/get-team.ts';
import { memberExport } from '../export.ts';
import { teamDecls, teamFilterKeys, teamShape } from '../filters.ts';
import { memberActionLabels, type MemberAction } from '../labels.ts';
import { memberColumnOptions } from './member-columns.tsx';
import { MemberAccountsSheet } from './member-accounts-sheet.tsx';
import { MemberCard } from './member-card.tsx';
import { MemberForms, type MemberForm } from './member-forms.tsx';
import { MemberSheet } from './member-sheet.tsx';
import { dangerousMemberActions, memberActionsFor, useMemberActions } from './use-member-actions.ts';

/** The desk keys of the member actions (decision 125): accept or stop, freeze, unfreeze, password, sign out. */
const actionKey: Record<MemberAction, string> = {
  acceptOrdersOn: 'a',
  acceptOrdersOff: 'a',
  freeze: 'f',
  unfreeze: 'u',
  resetPassword: 'p',
  forceLogout: 'o',
};

/**
 * /supplier-proxy (product 2, 6): a supplier agent's team. The members with their balances, state
 * and load; add a member, switch its accept-orders, freeze it, reset its password, sign it out;
 * read its receiving accounts. Nothing here moves money.
 */
export function AgentsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canManage = !route.readOnly && canCall(agentCalls.createMember.access, role);
  const [filters, setFilters] = useListFilters(route.path, teamFilterKeys, teamShape);
  const team = useTeam(filters);
  const { rows } = usePagedRows(team);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [sheetFor, setSheetFor] = useState<TeamMemberRow | null>(null);
  const [form, setForm] = useState<MemberForm | null>(null);
  const [accountsOf, setAccountsOf] = useState<TeamMemberRow | null>(null);
  // Read from the list, so the detail shows an action's result once the list refetched.
  const opened = openedId === null ? null : (rows.find((r) => r.id === openedId) ?? null);
  const run = useMemberActions((row) => setForm({ kind: 'resetPassword', row }));
  const columns = useExportTableColumns(memberExport.columns, memberColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const label = (a: MemberAction) => i18n._(memberActionLabels[a]);
  const actionsLabel = t({ id: 'agents.buttons.actions', message: 'Actions' });
  const accountsLabel = t({ id: 'agents.buttons.accounts', message: 'Receiving accounts' });
  const rowActions = (row: TeamMemberRow): RowAction[] => [
    ...(canManage
      ? memberActionsFor(row).map((a) => ({ key: actionKey[a], label: label(a), run: () => void run(a, row) }))
      : []),
    { key: 'r', label: accountsLabel, run: () => setAccountsOf(row) },
  ];
  const actionKeys = [
    ...(canManage
      ? [
          { key: 'a', label: `${label('acceptOrdersOn')} / ${label('acceptOrdersOff')}` },
          { key: 'f', label: label('freeze') },
          { key: 'u', label: label('unfreeze') },
          { key: 'p', label: label('resetPassword') },
          { key: 'o', label: label('forceLogout') },
        ]
      : []),
    { key: 'r', label: accountsLabel },
  ];

  return (
    <>
      <FilteredList
        idPrefix="team-filter"
        decls={teamDecls}
        schema={agentCalls.getTeam.input}
        filters={filters}
        onFilters={setFilters}
        query={team}
        totalText={(total) => t({ id: 'agents.texts.total', message: `${total} members` })}
        rowKey={(r) => r.id}
        estimateSize={230}
        emptyText={t({ id: 'agents.texts.empty', message: 'No team members match' })}
        renderRow={(r) => <MemberCard row={r} onOpen={(row) => setOpenedId(row.id)} />}
        route={route}
        exportDecl={memberExport}
        exportPage={(ref, signal) => fetchTeamPage(filters, ref, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'agents.titles.table', message: 'Team members' }),
          rowLabel: (r) => r.account,
          rowTestId: 'member-row',
          onOpen: (r) => setOpenedId(r.id),
          // The detail's Actions: the sheet of what fits the member's state.
          renderActions: canManage
            ? (r) => (
                <Button size="small" onClick={() => setSheetFor(r)}>
                  {actionsLabel}
                </Button>
              )
            : undefined,
          rowActions,
          actionKeys,
        }}
        actions={
          canManage ? (
            <Button color="primary" className={list.button} onClick={() => setForm({ kind: 'create' })}>
              {t({ id: 'agents.buttons.addMember', message: 'Add member' })}
            </Button>
          ) : undefined
        }
      />
      <MemberSheet
        row={form || accountsOf ? null : opened}
        canManage={canManage}
        onActions={setSheetFor}
        onAccounts={(row) => {
          setOpenedId(null);
          setAccountsOf(row);
        }}
        onClose={() => setOpenedId(null)}
      />
      <ActionSheet
        visible={sheetFor !== null}
        label={t({ id: 'agents.actionsFor', message: `Actions for ${sheetFor?.nickname ?? ''}` })}
        onClose={() => setSheetFor(null)}
        cancelText={t({ id: 'common.buttons.cancel', message: 'Cancel' })}
        actions={(sheetFor ? memberActionsFor(sheetFor) : []).map((a) => ({
          key: a,
          text: i18n._(memberActionLabels[a]),
          danger: dangerousMemberActions.has(a),
          onClick: () => {
            const row = sheetFor;
            setSheetFor(null);
            if (row) void run(a, row);
          },
        }))}
      />
      <MemberAccountsSheet member={accountsOf} onClose={() => setAccountsOf(null)} />
      <MemberForms form={form} onClose={() => setForm(null)} />
    </>
  );
}
