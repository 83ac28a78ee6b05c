import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { orderActionCalls, type OrderRow } from '../../../contract/index.ts';
import { useActionDialogs } from '../../../components/actions/use-action-dialogs.ts';
import { useResendCallback } from '../../../components/actions/use-resend-callback.ts';
import { useOrderAction } from '../api/run-order-action.ts';
import { orderKeys } from '../api/keys.ts';
import { actionLabels, failureLabels } from '../labels.ts';

/** Actions that take no input beyond a confirmation (product 4): free, re-send callback, unlock, test. */
export type ConfirmAction = 'freeResource' | 'resendCallback' | 'unlock' | 'convertToTest';

/** Asks, runs, and says how it went; a failure shows the product 8 text and the server's reason. */
export function useConfirmActions() {
  const { t, i18n } = useLingui();
  const { ask, fail: failWith, tell } = useActionDialogs();
  const free = useOrderAction(orderActionCalls.freeResource);
  const resendCallback = useResendCallback([orderKeys.all, ['orderCallbacks']]);
  const unlock = useOrderAction(orderActionCalls.unlockOrder);
  const toTest = useOrderAction(orderActionCalls.convertToTest);
  const lockWarning = t({
    id: 'orders.texts.lockedWarning',
    message:
      'Locking usually comes from automated processing; unlocking may cause abnormal handling. Confirm that you accept the consequences.',
  });
  const fail = (action: ConfirmAction, err: unknown) => failWith(i18n._(failureLabels[action]), err);

  /** Unlocks several orders at once after the bulk warning (product 8). Resolves true when done. */
  const unlockMany = async (codes: string[]): Promise<boolean> => {
    const bulk = t({ id: 'orders.texts.bulkConfirm', message: 'This action affects all selected orders.' });
    if (!(await ask(i18n._(actionLabels.unlock), `${bulk} ${lockWarning}`))) return false;
    try {
      const result = await unlock.mutateAsync({ orderCodes: codes });
      const count = result.unlocked.length;
      if (result.notFound.length > 0) {
        // Some selected orders were gone or out of reach by the time they were sent: say which.
        const missing = result.notFound.length;
        const list = result.notFound.slice(0, 10).join(', ');
        await tell(
          t({ id: 'orders.texts.partialUpdate', message: 'Partial update successful' }),
          t({
            id: 'orders.texts.partialUnlock',
            message: `Unlocked: ${count}. Not found or not yours to change: ${missing} (${list}).`,
          }),
        );
        return true;
      }
      Toast.show({ icon: 'success', content: t({ id: 'orders.texts.unlockedCount', message: `Unlocked: ${count}` }) });
      return true;
    } catch (err) {
      await fail('unlock', err);
      return false;
    }
  };

  const run = async (action: ConfirmAction, order: OrderRow) => {
    const title = i18n._(actionLabels[action]);
    const code = order.orderCode;
    if (action === 'resendCallback') {
      await resendCallback(code);
      return;
    }
    const texts: Record<Exclude<ConfirmAction, 'resendCallback'>, string> = {
      freeResource: t({
        id: 'orders.texts.freeConfirm',
        message: `End the wait of order ${code} now and free its account?`,
      }),
      unlock: lockWarning,
      convertToTest: t({
        id: 'orders.texts.testConfirm',
        message: `Make order ${code} a test order? It will move no money.`,
      }),
    };
    if (!(await ask(title, texts[action]))) return;
    try {
      if (action === 'freeResource') await free.mutateAsync({ orderCode: code });
      if (action === 'convertToTest') await toTest.mutateAsync({ orderCode: code });
      if (action === 'unlock') await unlock.mutateAsync({ orderCodes: [code] });
      Toast.show({ icon: 'success', content: t({ id: 'orders.texts.saved', message: 'Saved' }) });
    } catch (err) {
      await fail(action, err);
    }
  };

  return { run, unlockMany };
}
