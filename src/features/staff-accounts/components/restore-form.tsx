import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { adminCalls, type AdminUser } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { useRepairUser } from '../api/user-mutations.ts';
import { actionLabels, failureLabels, userLabels as l } from '../labels.ts';

/** Restores a deleted account under a new name (its old one may have been given to someone else). */
export function RestoreForm({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const repair = useRepairUser();
  if (!user) return null;
  const account = user.account;
  return (
    <FormSheet
      open
      wideDialog
      onClose={onClose}
      title={`${i18n._(actionLabels.restore)} ${account}`}
      intro={
        <p>
          {t({
            id: 'staffAccounts.texts.restoreIntro',
            message: `Account ${account} was deleted. It signs in again under the name you give.`,
          })}
        </p>
      }
      fields={[{ name: 'newAccountName', label: l.newAccountName, kind: 'text', maxLength: 64 }]}
      initial={{ newAccountName: account }}
      schema={adminCalls.repairUser.input}
      toInput={(v: Values) => ({ userId: user.id, newAccountName: v.newAccountName ?? '' })}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={failureLabels.restore}
      onSubmit={async (input) => {
        await repair.mutateAsync(input as Parameters<typeof repair.mutateAsync>[0]);
        Toast.show({
          icon: 'success',
          content: t({ id: 'staffAccounts.texts.restored', message: 'Account restored' }),
        });
        onClose();
      }}
    />
  );
}
