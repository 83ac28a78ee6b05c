import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { telegramBotCalls as c, type BotUserRow } from '../../../contract/index.ts';
import { FormSheet, type FormField, type Values } from '../../../components/forms/form-sheet.tsx';
import { PickField } from '../../../components/filters/pick-field.tsx';
import { useBotChange, useStaffOptions } from '../api/bot.ts';
import { botActionLabels, botFailures, botLabels as l } from '../labels.ts';

/** The staff account picked by name (optional): it makes the Telegram user staff for the bot. */
function useStaffField(enabled: boolean): FormField {
  const { i18n } = useLingui();
  const staff = useStaffOptions(enabled);
  const options = (staff.data ?? []).map((o) => ({ value: String(o.value), label: `${o.label} (${o.account})` }));
  return {
    name: 'staffUserId',
    label: l.staff,
    kind: 'text',
    render: ({ id, value, set }) => (
      <PickField
        id={id}
        label={i18n._(l.staff)}
        options={options}
        value={value}
        onChange={(v) => set('staffUserId', v)}
      />
    ),
  };
}

/** A Telegram user the bot answers; linked to a staff account, it may use the staff-only commands. */
export function AddUserForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const add = useBotChange('addUser');
  const staffField = useStaffField(open);
  return (
    <FormSheet
      open={open}
      onClose={onClose}
      wideDialog
      title={i18n._(botActionLabels.addUser)}
      intro={
        <p>
          {t({
            id: 'telegramBot.texts.addUserIntro',
            message:
              'The numeric Telegram user id (not the @username). Linked to a staff account, the user may ask the bot for order details.',
          })}
        </p>
      }
      fields={[
        {
          name: 'tgUserId',
          label: l.tgUserId,
          kind: 'digits',
          maxLength: 16,
          autoFocus: true,
          emptyError: 'validation.telegramId',
        },
        { name: 'name', label: l.userName, kind: 'text', maxLength: 64 },
        { name: 'remark', label: l.remark, kind: 'textarea', maxLength: 255 },
        staffField,
      ]}
      initial={{ tgUserId: '', name: '', remark: '', staffUserId: '' }}
      schema={c.addUser.input}
      toInput={(v: Values) => ({
        tgUserId: v.tgUserId ? Number(v.tgUserId) : '',
        name: (v.name ?? '').trim(),
        remark: (v.remark ?? '').trim(),
        staffUserId: v.staffUserId ? Number(v.staffUserId) : null,
      })}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={botFailures.user}
      onSubmit={async (input) => {
        await add.mutateAsync(input as Parameters<typeof add.mutateAsync>[0]);
        Toast.show({ icon: 'success', content: t({ id: 'telegramBot.texts.userAdded', message: 'User added' }) });
        onClose();
      }}
    />
  );
}

export function EditUserForm({ user, onClose }: { user: BotUserRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const update = useBotChange('updateUser');
  const staffField = useStaffField(user !== null);
  if (!user) return null;
  return (
    <FormSheet
      open
      onClose={onClose}
      wideDialog
      title={i18n._(botActionLabels.editUser)}
      fields={[
        { name: 'name', label: l.userName, kind: 'text', maxLength: 64 },
        { name: 'remark', label: l.remark, kind: 'textarea', maxLength: 255 },
        staffField,
      ]}
      initial={{ name: user.name, remark: user.remark, staffUserId: user.staffUserId ? String(user.staffUserId) : '' }}
      schema={c.updateUser.input}
      toInput={(v: Values) => ({
        id: user.id,
        name: (v.name ?? '').trim(),
        remark: (v.remark ?? '').trim(),
        staffUserId: v.staffUserId ? Number(v.staffUserId) : null,
      })}
      submitText={t({ id: 'common.buttons.save', message: 'Save' })}
      failure={botFailures.user}
      onSubmit={async (input) => {
        await update.mutateAsync(input as Parameters<typeof update.mutateAsync>[0]);
        onClose();
      }}
    />
  );
}
