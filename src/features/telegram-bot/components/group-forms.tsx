import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { languages, settingCalls, telegramBotCalls as c, type BotGroupRow } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { PickField } from '../../../components/filters/pick-field.tsx';
import { languageNames } from '../../../lib/i18n/language.ts';
import { useBotChange, useOwnerOptions, useSetBotToken } from '../api/bot.ts';
import { botActionLabels, botFailures, botLabels as l } from '../labels.ts';

/** BotToken (or the relay bot's TransferBotToken), saved like on the global configuration page; the bot restarts with it within seconds. */
export function TokenForm({
  open,
  onClose,
  setting = 'BotToken',
}: {
  open: boolean;
  onClose: () => void;
  setting?: 'BotToken' | 'TransferBotToken';
}) {
  const { t, i18n } = useLingui();
  const save = useSetBotToken(setting);
  return (
    <FormSheet
      open={open}
      onClose={onClose}
      title={i18n._(botActionLabels.setToken)}
      intro={
        <p>
          {t({
            id: 'telegramBot.texts.tokenIntro',
            message:
              'The token @BotFather gave the bot. It is never shown again; the bot starts with it within seconds.',
          })}
        </p>
      }
      fields={[
        {
          name: 'value',
          label: l.token,
          kind: 'password',
          maxLength: 200,
          autoFocus: true,
          placeholder: '123456789:AA…',
        },
      ]}
      initial={{ value: '' }}
      schema={settingCalls[setting].set.input}
      toInput={(v: Values) => ({ value: (v.value ?? '').trim() })}
      submitText={t({ id: 'common.buttons.save', message: 'Save' })}
      failure={botFailures.token}
      onSubmit={async (input) => {
        await save.mutateAsync((input as { value: string }).value);
        Toast.show({
          icon: 'success',
          content: t({ id: 'telegramBot.texts.tokenSaved', message: 'Token saved; the bot is starting' }),
        });
        onClose();
      }}
    />
  );
}

/** Binds a group to a merchant or supplier, picked by name: the bot answers the group as that user. */
export function BindGroupForm({ group, onClose }: { group: BotGroupRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const bind = useBindGroup();
  const owners = useOwnerOptions(group !== null);
  if (!group) return null;
  const roleText = (r: 'merchant' | 'supplier') =>
    r === 'merchant'
      ? t({ id: 'telegramBot.texts.merchant', message: 'Merchant' })
      : t({ id: 'telegramBot.texts.supplier', message: 'Supplier' });
  const options = (owners.data ?? []).map((o) => ({
    value: String(o.value),
    label: `${o.label} (${o.account}, ${roleText(o.role)})`,
  }));
  const title = group.title;
  return (
    <FormSheet
      open
      onClose={onClose}
      wideDialog
      title={i18n._(botActionLabels.bind)}
      intro={
        <p>
          {t({
            id: 'telegramBot.texts.bindIntro',
            message: `Whose group is ${title}? The bot answers it with that merchant's or supplier's balance and orders only.`,
          })}
        </p>
      }
      fields={[
        {
          name: 'userId',
          label: l.owner,
          kind: 'text',
          render: ({ id, value, set }) => (
            <PickField
              id={id}
              label={i18n._(l.owner)}
              options={options}
              value={value}
              onChange={(v) => set('userId', v)}
            />
          ),
        },
      ]}
      initial={{ userId: group.userId ? String(group.userId) : '' }}
      schema={c.bindGroup.input}
      toInput={(v: Values) => ({ chatId: group.chatId, userId: v.userId ? Number(v.userId) : '' })}
      submitText={i18n._(botActionLabels.bind)}
      failure={botFailures.bind}
      onSubmit={async (input) => {
        await bind.mutateAsync(input as Parameters<typeof bind.mutateAsync>[0]);
        Toast.show({ icon: 'success', content: t({ id: 'telegramBot.texts.bound', message: 'Group bound' }) });
        onClose();
      }}
    />
  );
}

const useBindGroup = () => useBotChange('bindGroup');

/** The language the bot answers the group in. */
export function LanguageForm({ group, onClose }: { group: BotGroupRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const change = useBotChange('setGroupLanguage');
  if (!group) return null;
  return (
    <FormSheet
      open
      onClose={onClose}
      title={i18n._(l.language)}
      fields={[
        {
          name: 'language',
          label: l.language,
          kind: 'choice',
          options: languages.map((lang) => ({ value: lang, label: languageNames[lang] })),
        },
      ]}
      initial={{ language: group.language }}
      schema={c.setGroupLanguage.input}
      toInput={(v: Values) => ({ chatId: group.chatId, language: v.language ?? '' })}
      submitText={t({ id: 'common.buttons.save', message: 'Save' })}
      failure={botFailures.change}
      onSubmit={async (input) => {
        await change.mutateAsync(input as Parameters<typeof change.mutateAsync>[0]);
        onClose();
      }}
    />
  );
}
