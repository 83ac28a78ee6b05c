import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { riskControlCalls, riskEntryKinds, type RiskBlacklistRow } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { useAddEntry, useDeleteEntry } from '../api/actions.ts';
import { entryKindLabels, riskActionLabels, riskLabels as l } from '../labels.ts';

const failures = {
  add: msg({ id: 'riskControl.errors.addFailed', message: 'Adding to the blacklist failed' }),
  remove: msg({ id: 'riskControl.errors.deleteFailed', message: 'Deleting the entry failed' }),
};

const google = { name: 'googleCode', label: l.googleCode, kind: 'digits' as const, maxLength: 6 };

/**
 * Adds an entry. On the name blacklist the kind is fixed to name. The Google code is asked for
 * always; the server needs it only while EnableGoogleVerifyForIpRule is on.
 */
export function AddEntryForm({ open, namesOnly, onClose }: { open: boolean; namesOnly: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const add = useAddEntry();
  const kindField = namesOnly
    ? []
    : [
        {
          name: 'kind',
          label: l.kind,
          kind: 'choice' as const,
          options: riskEntryKinds.map((k) => ({ value: k, label: i18n._(entryKindLabels[k]) })),
        },
      ];
  return (
    <FormSheet
      open={open}
      onClose={onClose}
      wideDialog
      title={i18n._(namesOnly ? riskActionLabels.addName : riskActionLabels.add)}
      intro={
        <p>
          {t({
            id: 'riskControl.texts.addIntro',
            message:
              'While risk control is on, new payouts to a matching payee are held for review. Names match without case or spaces, card numbers by their digits, accounts exactly.',
          })}
        </p>
      }
      fields={[
        ...kindField,
        { name: 'value', label: namesOnly ? l.name : l.value, kind: 'text', maxLength: 128 },
        { name: 'remark', label: l.remark, kind: 'textarea', maxLength: 255 },
        google,
      ]}
      initial={{ kind: 'name', value: '', remark: '', googleCode: '' }}
      schema={riskControlCalls.addEntry.input}
      toInput={(v: Values) => ({
        kind: namesOnly ? 'name' : v.kind,
        value: (v.value ?? '').trim(),
        remark: (v.remark ?? '').trim(),
        googleCode: v.googleCode ?? '',
      })}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={failures.add}
      onSubmit={async (input) => {
        const { value } = await add.mutateAsync(input as Parameters<typeof add.mutateAsync>[0]);
        Toast.show({
          icon: 'success',
          content: t({ id: 'riskControl.texts.added', message: `${value} is on the blacklist` }),
        });
        onClose();
      }}
    />
  );
}

/** Deletes an entry after its Google code; payouts it already held stay held until decided. */
export function DeleteEntryForm({ entry, onClose }: { entry: RiskBlacklistRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteEntry();
  if (!entry) return null;
  const value = entry.value;
  return (
    <FormSheet
      open
      onClose={onClose}
      title={i18n._(riskActionLabels.remove)}
      intro={
        <p>
          {t({
            id: 'riskControl.texts.deleteIntro',
            message: `Delete ${value} from the blacklist? Payouts it already held stay held until decided.`,
          })}
        </p>
      }
      fields={[google]}
      initial={{ googleCode: '' }}
      schema={riskControlCalls.deleteEntry.input}
      toInput={(v: Values) => ({ id: entry.id, googleCode: v.googleCode ?? '' })}
      submitText={t({ id: 'riskControl.actions.remove', message: 'Delete' })}
      failure={failures.remove}
      onSubmit={async (input) => {
        await remove.mutateAsync(input as Parameters<typeof remove.mutateAsync>[0]);
        Toast.show({
          icon: 'success',
          content: t({ id: 'riskControl.texts.deleted', message: `${value} is off the blacklist` }),
        });
        onClose();
      }}
    />
  );
}
