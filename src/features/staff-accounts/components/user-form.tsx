import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { adminCalls, roles, type AdminUser, type Role } from '../../../contract/index.ts';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { useAddUser, useUpdateUser } from '../api/user-mutations.ts';
import { actionLabels, failureLabels, userLabels as l } from '../labels.ts';

/** null: closed; `user` absent: a new account; present: that account edited. */
export type UserFormState = { user?: AdminUser } | null;

/**
 * Add or edit an account (product 7.2): the contract's own rules are checked here before sending and
 * again by the server. Editing leaves the password as it is when the field stays empty. An admin
 * is not offered the superAdmin role (the server refuses it too).
 */
export function UserForm({
  state,
  callerRole,
  onClose,
}: {
  state: UserFormState;
  callerRole: Role | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const add = useAddUser();
  const update = useUpdateUser();
  if (!state) return null;
  const user = state.user;
  const offered = roles.filter((r) => r !== 'superAdmin' || callerRole === 'superAdmin');
  const roleField = {
    name: 'role',
    label: l.role,
    kind: 'choice' as const,
    options: offered.map((r) => ({ value: r, label: i18n._(roleLabels[r]) })),
  };
  const common = [
    { name: 'nickname', label: l.nickname, kind: 'text' as const, maxLength: 64 },
    {
      name: 'account',
      label: l.account,
      kind: 'text' as const,
      maxLength: 64,
      placeholder: t({ id: 'staffAccounts.placeholders.account', message: '8–64 letters and digits' }),
    },
  ];
  const passwordHint = t({ id: 'staffAccounts.placeholders.password', message: 'Digits and letters, at least 8' });

  if (!user) {
    return (
      <FormSheet
        open
        wideDialog
        onClose={onClose}
        title={i18n._(actionLabels.add)}
        fields={[
          ...common,
          { name: 'password', label: l.password, kind: 'password', maxLength: 64, placeholder: passwordHint },
          roleField,
        ]}
        initial={{ nickname: '', account: '', password: '', role: '' }}
        schema={adminCalls.addUser.input}
        toInput={(v: Values) => ({
          nickname: v.nickname ?? '',
          account: v.account ?? '',
          password: v.password ?? '',
          access: v.role ?? '',
        })}
        submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
        failure={failureLabels.add}
        onSubmit={async (input) => {
          await add.mutateAsync(input as Parameters<typeof add.mutateAsync>[0]);
          Toast.show({ icon: 'success', content: t({ id: 'staffAccounts.texts.added', message: 'Account added' }) });
          onClose();
        }}
      />
    );
  }
  return (
    <FormSheet
      open
      wideDialog
      onClose={onClose}
      title={`${i18n._(actionLabels.edit)} ${user.account}`}
      fields={[
        ...common,
        { name: 'password', label: l.newPassword, kind: 'password', maxLength: 64, placeholder: passwordHint },
        roleField,
      ]}
      initial={{ nickname: user.nickname, account: user.account, password: '', role: user.access }}
      schema={adminCalls.updateUser.input}
      toInput={(v: Values) => ({
        id: user.id,
        nickname: v.nickname ?? '',
        account: v.account ?? '',
        password: v.password ?? '',
        role: v.role ?? '',
      })}
      submitText={t({ id: 'staffAccounts.buttons.save', message: 'Save' })}
      failure={failureLabels.edit}
      onSubmit={async (input) => {
        await update.mutateAsync(input as Parameters<typeof update.mutateAsync>[0]);
        Toast.show({ icon: 'success', content: t({ id: 'staffAccounts.texts.updated', message: 'Account updated' }) });
        onClose();
      }}
    />
  );
}
