import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { agentCalls, type TeamMemberRow } from '../../../contract/index.ts';
import { useActionDialogs } from '../../../components/actions/use-action-dialogs.ts';
import { useAgentCall } from '../api/run-agent-call.ts';
import { failureLabels, memberActionLabels, type MemberAction } from '../labels.ts';

/** The actions that fit the member's state, in the order the action sheet lists them. */
export function memberActionsFor(row: TeamMemberRow): MemberAction[] {
  return [
    row.acceptOrders ? 'acceptOrdersOff' : 'acceptOrdersOn',
    row.status === 'disabled' ? 'unfreeze' : 'freeze',
    'resetPassword',
    'forceLogout',
  ];
}

export const dangerousMemberActions = new Set<MemberAction>(['freeze', 'forceLogout']);

/** Runs one member action: asks first, calls, says how it went. The password reset opens its form. */
export function useMemberActions(openPasswordForm: (row: TeamMemberRow) => void) {
  const { t, i18n } = useLingui();
  const { ask, fail } = useActionDialogs();
  const setAccept = useAgentCall(agentCalls.setMemberAcceptOrders);
  const setFrozen = useAgentCall(agentCalls.setMemberFrozen);
  const forceLogout = useAgentCall(agentCalls.forceLogoutMember);

  return async (action: MemberAction, row: TeamMemberRow) => {
    if (action === 'resetPassword') return openPasswordForm(row);
    const who = row.account;
    const questions: Record<typeof action, string> = {
      acceptOrdersOn: t({ id: 'agents.texts.acceptOnConfirm', message: `Let ${who} accept orders again?` }),
      acceptOrdersOff: t({
        id: 'agents.texts.acceptOffConfirm',
        message: `Stop ${who} accepting orders? Orders it already has stay with it.`,
      }),
      freeze: t({
        id: 'agents.texts.freezeConfirm',
        message: `Freeze ${who}? It is signed out, cannot sign in and gets no orders until unfrozen.`,
      }),
      unfreeze: t({ id: 'agents.texts.unfreezeConfirm', message: `Unfreeze ${who}? It can sign in again.` }),
      forceLogout: t({ id: 'agents.texts.forceLogoutConfirm', message: `Sign ${who} out on every device now?` }),
    };
    if (!(await ask(i18n._(memberActionLabels[action]), questions[action]))) return;
    try {
      if (action === 'acceptOrdersOn' || action === 'acceptOrdersOff')
        await setAccept.mutateAsync({ userId: row.id, acceptOrders: action === 'acceptOrdersOn' });
      if (action === 'freeze' || action === 'unfreeze')
        await setFrozen.mutateAsync({ userId: row.id, frozen: action === 'freeze' });
      if (action === 'forceLogout') {
        const { ended } = await forceLogout.mutateAsync({ userId: row.id });
        Toast.show({
          icon: 'success',
          content: t({ id: 'agents.texts.forcedOut', message: `Sessions ended: ${ended}` }),
        });
        return;
      }
      Toast.show({ icon: 'success', content: t({ id: 'agents.texts.saved', message: 'Saved' }) });
    } catch (err) {
      await fail(i18n._(failureLabels.updateFailed), err);
    }
  };
}
