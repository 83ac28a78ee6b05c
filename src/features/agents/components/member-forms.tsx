import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { agentCalls, type TeamMemberRow } from '../../../contract/index.ts';
import { FormSheet, type FormField } from '../../../components/forms/form-sheet.tsx';
import { useAgentCall } from '../api/run-agent-call.ts';
import { failureLabels, memberActionLabels, memberLabels as l } from '../labels.ts';

/** Which form is open: a new member, or a member's new password. */
export type MemberForm = { kind: 'create' } | { kind: 'resetPassword'; row: TeamMemberRow };

const identityFields: FormField[] = [
  { name: 'nickname', label: l.nickname, kind: 'text', maxLength: 64 },
  { name: 'account', label: l.account, kind: 'text', maxLength: 64 },
  { name: 'password', label: l.password, kind: 'password', maxLength: 64 },
];

/** The two forms of the team screen, each checked with its call's contract schema before sending. */
export function MemberForms({ form, onClose }: { form: MemberForm | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const create = useAgentCall(agentCalls.createMember);
  const reset = useAgentCall(agentCalls.resetMemberPassword);
  if (!form) return null;
  const common = { open: true, onClose, submitText: t({ id: 'common.buttons.confirm', message: 'Confirm' }) };

  if (form.kind === 'create') {
    return (
      <FormSheet
        {...common}
        title={t({ id: 'agents.titles.createMember', message: 'Add team member' })}
        intro={
          <p>
            {t({
              id: 'agents.texts.createIntro',
              message: 'A new supplier in your team, with its own balance and receiving accounts.',
            })}
          </p>
        }
        fields={identityFields}
        initial={{ nickname: '', account: '', password: '' }}
        schema={agentCalls.createMember.input}
        toInput={(v) => ({
          nickname: (v.nickname ?? '').trim(),
          account: (v.account ?? '').trim(),
          password: v.password ?? '',
        })}
        failure={failureLabels.addFailed}
        onSubmit={async (input) => {
          await create.mutateAsync(input as Parameters<typeof create.mutateAsync>[0]);
          Toast.show({ icon: 'success', content: t({ id: 'agents.texts.added', message: 'Added' }) });
          onClose();
        }}
      />
    );
  }
  const { row } = form;
  return (
    <FormSheet
      {...common}
      title={i18n._(memberActionLabels.resetPassword)}
      intro={
        <p>
          {t({
            id: 'agents.texts.resetPasswordIntro',
            message: `${row.account} signs in with this password from now on; it is signed out everywhere.`,
          })}
        </p>
      }
      fields={[{ name: 'password', label: l.newPassword, kind: 'password', maxLength: 64 }]}
      initial={{ password: '' }}
      schema={agentCalls.resetMemberPassword.input}
      toInput={(v) => ({ userId: row.id, password: v.password ?? '' })}
      failure={failureLabels.updateFailed}
      onSubmit={async (input) => {
        await reset.mutateAsync(input as Parameters<typeof reset.mutateAsync>[0]);
        Toast.show({ icon: 'success', content: t({ id: 'agents.texts.saved', message: 'Saved' }) });
        onClose();
      }}
    />
  );
}
