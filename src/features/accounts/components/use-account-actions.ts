import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { accountCalls, adminCalls, userCalls, type AccountRow } from '../../../contract/index.ts';
import { useActionDialogs } from '../../../components/actions/use-action-dialogs.ts';
import { useAccountCall } from '../api/run-account-call.ts';
import { actionLabels, failureLabels, type AccountAction } from '../labels.ts';
import type { AccountForm } from './account-forms.tsx';
import { revealSecret } from './reveal-secret.tsx';

/** The actions that fit the account's state, in the order the action sheet lists them. */
export function actionsFor(row: AccountRow): AccountAction[] {
  if (row.status === 'deleted') return ['restore'];
  return [
    row.status === 'disabled' ? 'unfreeze' : 'freeze',
    row.acceptOrders ? 'acceptOrdersOff' : 'acceptOrdersOn',
    'kycLowerLimit',
    ...(row.role === 'merchant' ? (['signType', 'resetKey'] as const) : []),
    row.allowModify ? 'allowModifyOff' : 'allowModifyOn',
    row.enableGoogleVerify ? 'disableGoogle' : 'enableGoogle',
    'resetPayPassword',
    'unlockSignIn',
    'resetSecondFactor',
    'forceLogout',
    ...(row.parentId === null ? (['subAccounts'] as const) : []),
    'delete',
  ];
}

export const dangerous = new Set<AccountAction>(['freeze', 'delete', 'forceLogout', 'resetKey']);

/**
 * Runs one admin action of product 6: asks first, then calls (the existing user and admin calls where
 * they exist, the account calls otherwise) and says how it went. Actions with input open a form.
 */
export function useAccountActions(openForm: (form: AccountForm) => void, openSubAccounts: (row: AccountRow) => void) {
  const { t, i18n } = useLingui();
  const { ask, fail } = useActionDialogs();
  const setFrozen = useAccountCall(accountCalls.setFrozen);
  const setAccept = useAccountCall(accountCalls.setAcceptOrders);
  const forceLogout = useAccountCall(accountCalls.forceLogoutUser);
  const setAllowModify = useAccountCall(userCalls.setAllowModify);
  const enableGoogle = useAccountCall(userCalls.enableGoogleVerify);
  const resetPay = useAccountCall(adminCalls.resetPayPassword);
  const unlock = useAccountCall(adminCalls.unlockSignIn);
  const resetFactor = useAccountCall(adminCalls.resetSecondFactor);
  const remove = useAccountCall(adminCalls.deleteUser);

  return async (action: AccountAction, row: AccountRow) => {
    const who = row.account;
    if (action === 'kycLowerLimit' || action === 'signType' || action === 'resetKey' || action === 'restore')
      return openForm({ kind: action, row });
    if (action === 'subAccounts') return openSubAccounts(row);
    const questions: Record<typeof action, string> = {
      freeze: t({
        id: 'accounts.texts.freezeConfirm',
        message: `Freeze ${who}? It is signed out, cannot sign in and gets no orders until unfrozen.`,
      }),
      unfreeze: t({ id: 'accounts.texts.unfreezeConfirm', message: `Unfreeze ${who}? It can sign in again.` }),
      acceptOrdersOn: t({ id: 'accounts.texts.acceptOnConfirm', message: `Let ${who} accept orders?` }),
      acceptOrdersOff: t({ id: 'accounts.texts.acceptOffConfirm', message: `Stop ${who} accepting orders?` }),
      allowModifyOn: t({ id: 'accounts.texts.allowModifyOnConfirm', message: `Allow ${who} to modify its settings?` }),
      allowModifyOff: t({
        id: 'accounts.texts.allowModifyOffConfirm',
        message: `Forbid ${who} to modify its settings?`,
      }),
      enableGoogle: t({
        id: 'accounts.texts.enableGoogleConfirm',
        message: `Require a Google code when ${who} signs in? It binds Google Authenticator at its next sign-in.`,
      }),
      disableGoogle: t({
        id: 'accounts.texts.disableGoogleConfirm',
        message: `Stop requiring a Google code from ${who}? Its binding is dropped.`,
      }),
      resetPayPassword: t({
        id: 'accounts.texts.resetPayConfirm',
        message: `Give ${who} a new payment password? The old one stops working.`,
      }),
      unlockSignIn: t({
        id: 'accounts.texts.unlockConfirm',
        message: `Lift the sign-in waits and the paused verifications of ${who}? Do it only once you know who was guessing.`,
      }),
      resetSecondFactor: t({
        id: 'accounts.texts.resetFactorConfirm',
        message: `Reset the second factor of ${who}? Its Google key and recovery codes stop working; its next sign-in binds a new key.`,
      }),
      forceLogout: t({ id: 'accounts.texts.forceLogoutConfirm', message: `Sign ${who} out on every device now?` }),
      delete: t({
        id: 'accounts.texts.deleteConfirm',
        message: `Delete ${who}? It is signed out and can be restored later.`,
      }),
    };
    const title = i18n._(actionLabels[action]);
    if (!(await ask(title, questions[action]))) return;
    try {
      if (action === 'freeze' || action === 'unfreeze')
        await setFrozen.mutateAsync({ userId: row.id, frozen: action === 'freeze' });
      if (action === 'acceptOrdersOn' || action === 'acceptOrdersOff')
        await setAccept.mutateAsync({ userId: row.id, acceptOrders: action === 'acceptOrdersOn' });
      if (action === 'allowModifyOn' || action === 'allowModifyOff')
        await setAllowModify.mutateAsync({ userId: row.id, allowModify: action === 'allowModifyOn' });
      if (action === 'enableGoogle' || action === 'disableGoogle')
        await enableGoogle.mutateAsync({ userId: row.id, enableGoogleVerify: action === 'enableGoogle' });
      if (action === 'forceLogout') {
        const { ended } = await forceLogout.mutateAsync({ userId: row.id });
        Toast.show({
          icon: 'success',
          content: t({ id: 'accounts.texts.forcedOut', message: `Sessions ended: ${ended}` }),
        });
        return;
      }
      if (action === 'delete') await remove.mutateAsync({ id: row.id });
      if (action === 'unlockSignIn') await unlock.mutateAsync({ id: row.id });
      if (action === 'resetSecondFactor') await resetFactor.mutateAsync({ id: row.id });
      if (action === 'resetPayPassword') {
        const { payPassword } = await resetPay.mutateAsync({ id: row.id });
        await revealSecret(
          i18n,
          t({ id: 'accounts.titles.newPayPassword', message: `New payment password of ${who}` }),
          payPassword,
        );
        return;
      }
      Toast.show({ icon: 'success', content: t({ id: 'accounts.texts.saved', message: 'Saved' }) });
    } catch (err) {
      await fail(i18n._(failureLabels.updateFailed), err);
    }
  };
}
