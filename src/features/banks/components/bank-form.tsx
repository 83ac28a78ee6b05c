import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { bankCalls, bankCountries, type BankRow } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { useCreateBank, useUpdateBank } from '../api/banks.ts';
import { bankLabels as l } from '../labels.ts';

const failure = msg({ id: 'banks.errors.saveFailed', message: 'Saving the bank failed' });

/** Adds a bank (editing null) or edits one; India's prefix is the 4 letters its IFSCs start with. */
export function BankForm({ open, editing, onClose }: { open: boolean; editing: BankRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const create = useCreateBank();
  const update = useUpdateBank();
  const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  return (
    <FormSheet
      open={open}
      onClose={onClose}
      wideDialog
      title={
        editing
          ? t({ id: 'banks.titles.edit', message: 'Edit bank' })
          : t({ id: 'banks.titles.add', message: 'Add bank' })
      }
      intro={
        <p>
          {t({
            id: 'banks.texts.formIntro',
            message:
              'Accounts and payouts of this bank must use IFSCs that start with its prefix. The short code is unique within a country.',
          })}
        </p>
      }
      fields={[
        { name: 'name', label: l.name, kind: 'text', maxLength: 128 },
        { name: 'shortCode', label: l.shortCode, kind: 'text', maxLength: 16 },
        { name: 'ifscPrefix', label: l.ifscPrefix, kind: 'text', maxLength: 11 },
        {
          name: 'country',
          label: l.country,
          kind: 'choice',
          options: bankCountries.map((c) => ({ value: c, label: `${names.of(c) ?? c} (${c})` })),
        },
      ]}
      initial={{
        name: editing?.name ?? '',
        shortCode: editing?.shortCode ?? '',
        ifscPrefix: editing?.ifscPrefix ?? '',
        country: editing?.country ?? 'IN',
      }}
      schema={editing ? bankCalls.update.input : bankCalls.create.input}
      toInput={(v: Values) => ({
        ...(editing ? { id: editing.id } : {}),
        name: v.name ?? '',
        shortCode: v.shortCode ?? '',
        ifscPrefix: v.ifscPrefix ?? '',
        country: v.country ?? '',
      })}
      submitText={t({ id: 'common.buttons.save', message: 'Save' })}
      failure={failure}
      onSubmit={async (input) => {
        const saved = editing
          ? await update.mutateAsync(input as Parameters<typeof update.mutateAsync>[0])
          : await create.mutateAsync(input as Parameters<typeof create.mutateAsync>[0]);
        const name = saved.name;
        Toast.show({ icon: 'success', content: t({ id: 'banks.texts.saved', message: `${name} saved` }) });
        onClose();
      }}
    />
  );
}
