import { useLingui } from '@lingui/react/macro';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { adminCalls, canCall, type AdminUser } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { usePagedRows } from '../../../components/list/paged.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useActionDialogs } from '../../../components/actions/use-action-dialogs.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import type { RowAction } from '../../../components/list/use-table-keys.ts';
import { fetchUserPage, useUsers } from '../api/get-users.ts';
import { userExport } from '../export.ts';
import { useDeleteUser, useResetPayPassword, useResetSecondFactor, useUnlockSignIn } from '../api/user-mutations.ts';
import { userDecls, userKeys, userShape } from '../filters.ts';
import { actionLabels, failureLabels } from '../labels.ts';
import { RestoreForm } from './restore-form.tsx';
import { UserCard } from './user-card.tsx';
import { userColumnOptions } from './user-columns.tsx';
import { UserForm, type UserFormState } from './user-form.tsx';
import { userActionsFor, type UserAction } from './user-actions.ts';
import { UserSheet } from './user-sheet.tsx';

/** The desk keys of the account actions (decision 125): an action's initial where it is free. */
const actionKey: Record<UserAction, string> = {
  edit: 'e',
  delete: 'd',
  restore: 'r',
  resetPayPassword: 'p',
  unlockSignIn: 'l',
  resetSecondFactor: 'f',
};
const keyedActions: UserAction[] = [
  'edit',
  'delete',
  'restore',
  'resetPayPassword',
  'unlockSignIn',
  'resetSecondFactor',
];

/** What the two second-factor actions ask before they run (decisions 105, 106). */
function useSecondFactorQuestions() {
  const { t } = useLingui();
  return (account: string) => ({
    unlockSignIn: t({
      id: 'staffAccounts.texts.unlockConfirm',
      message: `Lift the sign-in waits and the paused verifications of ${account}? Do it only once you know who was guessing.`,
    }),
    resetSecondFactor: t({
      id: 'staffAccounts.texts.resetFactorConfirm',
      message: `Reset the second factor of ${account}? Its Google key and recovery codes stop working; its next sign-in binds a new key.`,
    }),
  });
}

/**
 * Account management (product 2.2 /setting/users, calls of 7.2): every account with filters; admins
 * add, edit, delete, restore, reset payment passwords and second factors and lift sign-in pauses; the customerService variant only reads.
 * The server decides who may change whom; the page only hides what it would refuse.
 */
export function StaffAccountsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const me = useUserInfo().data;
  const role = roleOf(me);
  const canWrite = !route.readOnly && canCall(adminCalls.addUser.access, role);
  const [filters, setFilters] = useListFilters(route.path, userKeys, userShape);
  const users = useUsers(filters);
  const { rows } = usePagedRows(users);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [form, setForm] = useState<UserFormState>(null);
  const [restoring, setRestoring] = useState<AdminUser | null>(null);
  const { ask, fail, tell } = useActionDialogs();
  const remove = useDeleteUser();
  const resetPay = useResetPayPassword();
  const unlock = useUnlockSignIn();
  const resetFactor = useResetSecondFactor();
  const secondFactorQuestions = useSecondFactorQuestions();
  const opened = openedId === null ? null : (rows.find((r) => r.id === openedId) ?? null);
  const manages = (u: AdminUser) =>
    canWrite && u.id !== me.user_id && (role === 'superAdmin' || u.access !== 'superAdmin');
  const columns = useExportTableColumns(userExport.columns, userColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const label = (a: UserAction) => i18n._(actionLabels[a]);
  const rowActions = (u: AdminUser): RowAction[] =>
    userActionsFor(u, manages(u)).map((a) => ({ key: actionKey[a], label: label(a), run: () => void onAction(a, u) }));

  const onAction = async (action: UserAction, user: AdminUser) => {
    const account = user.account;
    if (action === 'edit') {
      setOpenedId(null);
      setForm({ user });
      return;
    }
    if (action === 'restore') {
      setOpenedId(null);
      setRestoring(user);
      return;
    }
    const title = i18n._(actionLabels[action]);
    const questions = {
      delete: t({
        id: 'staffAccounts.texts.deleteConfirm',
        message: `Delete account ${account}? It is signed out at once and can no longer sign in.`,
      }),
      resetPayPassword: t({
        id: 'staffAccounts.texts.resetConfirm',
        message: `Give account ${account} a new payment password? The old one stops working.`,
      }),
      ...secondFactorQuestions(account),
    };
    if (!(await ask(title, questions[action]))) return;
    try {
      if (action === 'unlockSignIn' || action === 'resetSecondFactor') {
        await (action === 'unlockSignIn' ? unlock : resetFactor).mutateAsync({ id: user.id });
        Toast.show({ icon: 'success', content: t({ id: 'staffAccounts.texts.done', message: 'Done' }) });
      } else if (action === 'delete') {
        await remove.mutateAsync({ id: user.id });
        Toast.show({ icon: 'success', content: t({ id: 'staffAccounts.texts.deleted', message: 'Account deleted' }) });
        setOpenedId(null);
      } else {
        const { payPassword } = await resetPay.mutateAsync({ id: user.id });
        // Shown once: only its hash is kept.
        await tell(
          title,
          t({
            id: 'staffAccounts.texts.newPayPassword',
            message: `New payment password of ${account}: ${payPassword}. It is shown only now.`,
          }),
        );
      }
    } catch (err) {
      await fail(i18n._(failureLabels[action]), err);
    }
  };

  return (
    <>
      <FilteredList
        idPrefix="user-filter"
        decls={userDecls}
        schema={adminCalls.getUserList.input}
        filters={filters}
        onFilters={setFilters}
        query={users}
        totalText={(total) => t({ id: 'staffAccounts.texts.total', message: `${total} accounts` })}
        rowKey={(r) => r.id}
        estimateSize={150}
        emptyText={t({ id: 'staffAccounts.texts.empty', message: 'No accounts match' })}
        renderRow={(r) => <UserCard row={r} onOpen={(row) => setOpenedId(row.id)} />}
        route={route}
        exportDecl={userExport}
        exportPage={(ref, signal) => fetchUserPage(filters, ref, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'staffAccounts.titles.table', message: 'Accounts' }),
          rowLabel: (r) => r.account,
          rowTestId: 'user-row',
          onOpen: (r) => setOpenedId(r.id),
          // The sheet's first action and Delete; the others on their keys and in the detail.
          renderActions: canWrite
            ? (r) =>
                userActionsFor(r, manages(r))
                  .filter((a) => a === 'edit' || a === 'restore' || a === 'delete')
                  .map((a) => (
                    <Button
                      key={a}
                      size="small"
                      color={a === 'delete' ? 'danger' : 'default'}
                      onClick={() => void onAction(a, r)}
                    >
                      {label(a)}
                    </Button>
                  ))
            : undefined,
          rowActions: canWrite ? rowActions : undefined,
          actionKeys: canWrite ? keyedActions.map((a) => ({ key: actionKey[a], label: label(a) })) : undefined,
        }}
        actions={
          canWrite ? (
            <Button color="primary" className={list.button} onClick={() => setForm({})}>
              {i18n._(actionLabels.add)}
            </Button>
          ) : undefined
        }
      />
      <UserSheet
        row={opened}
        canManage={opened !== null && manages(opened)}
        onAction={(a, u) => void onAction(a, u)}
        onClose={() => setOpenedId(null)}
      />
      <UserForm state={form} callerRole={role} onClose={() => setForm(null)} />
      <RestoreForm user={restoring} onClose={() => setRestoring(null)} />
    </>
  );
}
