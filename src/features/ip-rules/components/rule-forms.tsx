import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { ipRuleCalls, ipRuleScopes, staffRoles, type IpRuleRow } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import { useAddIpRule, useDeleteIpRule, useGoogleRequired, useUpdateIpRule } from '../api/rules.ts';
import { ipRuleActionLabels, ipRuleLabels as l, scopeLabels } from '../labels.ts';
import { withLockoutConfirm } from './lockout.ts';

const failures = {
  add: msg({ id: 'ipRules.errors.addFailed', message: 'Adding the rule failed' }),
  edit: msg({ id: 'ipRules.errors.editFailed', message: 'Saving the rule failed' }),
  remove: msg({ id: 'ipRules.errors.removeFailed', message: 'Removing the rule failed' }),
};

const google = { name: 'googleCode', label: l.googleCode, kind: 'digits' as const, maxLength: 6 };
const addressPlaceholder = '203.0.113.7, 203.0.113.0/24, 2001:db8::/32';

/** The Google code field while the switch of this kind of rule is on. */
function useGoogleField() {
  const staffOn = useGoogleRequired('staff');
  const merchantOn = useGoogleRequired('merchant');
  return (scope: string) => (scope === 'merchant' ? merchantOn : staffOn);
}

/** A new rule: whom it fences (a merchant's API, a staff account or a staff role) and the address or range. */
export function AddRuleForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const add = useAddIpRule();
  const needsCode = useGoogleField();
  return (
    <FormSheet
      open={open}
      onClose={onClose}
      wideDialog
      title={i18n._(ipRuleActionLabels.add)}
      intro={
        <p>
          {t({
            id: 'ipRules.texts.addIntro',
            message:
              "Once a merchant, account or role has a rule, only the addresses and ranges on its list get in. A staff account is let in by its own rules or its role's.",
          })}
        </p>
      }
      fields={[
        {
          name: 'scope',
          label: l.scope,
          kind: 'choice',
          options: ipRuleScopes.map((s) => ({ value: s, label: i18n._(scopeLabels[s]) })),
        },
        { name: 'account', label: l.account, kind: 'text', maxLength: 32, visible: (v) => v.scope !== 'role' },
        {
          name: 'role',
          label: l.role,
          kind: 'choice',
          options: staffRoles.map((r) => ({ value: r, label: i18n._(roleLabels[r]) })),
          visible: (v) => v.scope === 'role',
        },
        { name: 'address', label: l.address, kind: 'text', maxLength: 64, placeholder: addressPlaceholder },
        { name: 'remark', label: l.remark, kind: 'textarea', maxLength: 255 },
        { ...google, visible: (v) => needsCode(v.scope ?? '') },
      ]}
      initial={{ scope: 'merchant', account: '', role: '', address: '', remark: '', googleCode: '' }}
      schema={ipRuleCalls.add.input}
      toInput={(v: Values) => ({
        scope: v.scope,
        account: v.scope === 'role' ? '' : (v.account ?? '').trim(),
        role: v.scope === 'role' ? v.role : '',
        address: (v.address ?? '').trim(),
        remark: (v.remark ?? '').trim(),
        googleCode: needsCode(v.scope ?? '') ? (v.googleCode ?? '') : '',
      })}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={failures.add}
      onSubmit={async (input) => {
        const row = await withLockoutConfirm(i18n, (confirmLockout) =>
          add.mutateAsync({ ...(input as Parameters<typeof add.mutateAsync>[0]), confirmLockout }),
        );
        const address = row.address;
        Toast.show({
          icon: 'success',
          content: t({ id: 'ipRules.texts.added', message: `${address} is on the whitelist` }),
        });
        onClose();
      }}
    />
  );
}

/** Changes a rule's address or remark; whom it fences stays (remove it and add another). */
export function EditRuleForm({ rule, onClose }: { rule: IpRuleRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdateIpRule();
  const needsCode = useGoogleField()(rule?.scope ?? '');
  if (!rule) return null;
  return (
    <FormSheet
      open
      onClose={onClose}
      wideDialog
      title={i18n._(ipRuleActionLabels.edit)}
      fields={[
        { name: 'address', label: l.address, kind: 'text', maxLength: 64, placeholder: addressPlaceholder },
        { name: 'remark', label: l.remark, kind: 'textarea', maxLength: 255 },
        ...(needsCode ? [google] : []),
      ]}
      initial={{ address: rule.address, remark: rule.remark, googleCode: '' }}
      schema={ipRuleCalls.update.input}
      toInput={(v: Values) => ({
        id: rule.id,
        address: (v.address ?? '').trim(),
        remark: (v.remark ?? '').trim(),
        googleCode: v.googleCode ?? '',
      })}
      submitText={t({ id: 'common.buttons.save', message: 'Save' })}
      failure={failures.edit}
      onSubmit={async (input) => {
        await withLockoutConfirm(i18n, (confirmLockout) =>
          update.mutateAsync({ ...(input as Parameters<typeof update.mutateAsync>[0]), confirmLockout }),
        );
        Toast.show({ icon: 'success', content: t({ id: 'ipRules.texts.saved', message: 'Rule saved' }) });
        onClose();
      }}
    />
  );
}

/** Removes a rule; a subject's last rule gone, it is no longer fenced. */
export function DeleteRuleForm({ rule, onClose }: { rule: IpRuleRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteIpRule();
  const needsCode = useGoogleField()(rule?.scope ?? '');
  if (!rule) return null;
  const address = rule.address;
  return (
    <FormSheet
      open
      onClose={onClose}
      title={i18n._(ipRuleActionLabels.remove)}
      intro={
        <p>
          {t({
            id: 'ipRules.texts.removeIntro',
            message: `Remove ${address} from the whitelist? When it is the last rule, every address gets in again.`,
          })}
        </p>
      }
      fields={needsCode ? [google] : []}
      initial={{ googleCode: '' }}
      schema={ipRuleCalls.delete.input}
      toInput={(v: Values) => ({ id: rule.id, googleCode: v.googleCode ?? '' })}
      submitText={i18n._(ipRuleActionLabels.remove)}
      failure={failures.remove}
      onSubmit={async (input) => {
        await withLockoutConfirm(i18n, (confirmLockout) =>
          remove.mutateAsync({ ...(input as Parameters<typeof remove.mutateAsync>[0]), confirmLockout }),
        );
        Toast.show({
          icon: 'success',
          content: t({ id: 'ipRules.texts.removed', message: `${address} is off the whitelist` }),
        });
        onClose();
      }}
    />
  );
}
