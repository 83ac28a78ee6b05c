import { useLingui } from '@lingui/react/macro';
import { Dialog, Toast } from 'antd-mobile';
import { orderActionCalls, type OrderRow } from '../../../contract/index.ts';
import { isApiError } from '../../../app/api/client.ts';
import { translateServerMessage } from '../../../app/i18n/server-messages.ts';
import { useOrderAction } from '../api/run-order-action.ts';
import { actionLabels, failureLabels } from '../labels.ts';

/** Actions that take no input beyond a confirmation (spec 4): free, re-send callback, unlock, test. */
export type ConfirmAction = 'freeResource' | 'resendCallback' | 'unlock' | 'convertToTest';

/** Asks, runs, and says how it went; a failure shows the spec 8 text and the server's reason. */
export function useConfirmActions() {
  const { t, i18n } = useLingui();
  const free = useOrderAction(orderActionCalls.freeResource);
  const callback = useOrderAction(orderActionCalls.resendCallback);
  const unlock = useOrderAction(orderActionCalls.unlockOrder);
  const toTest = useOrderAction(orderActionCalls.convertToTest);
  const confirmText = t({ id: 'common.buttons.confirm', message: 'Confirm' });
  const cancelText = t({ id: 'common.buttons.cancel', message: 'Cancel' });
  const lockWarning = t({
    id: 'orders.texts.lockedWarning',
    message: 'Locking usually comes from automated processing; unlocking may cause abnormal handling. Confirm that you accept the consequences.',
  });

  const ask = (title: string, content: string) => Dialog.confirm({ title, content, confirmText, cancelText });
  const fail = (action: ConfirmAction, err: unknown) =>
    Dialog.alert({
      title: i18n._(failureLabels[action]),
      content: isApiError(err) ? translateServerMessage(err) : t({ id: 'common.errors.network', message: 'Cannot reach the server. Check the connection and try again.' }),
      confirmText: t({ id: 'common.buttons.close', message: 'Close' }),
    });

  /** Unlocks several orders at once after the bulk warning (spec 8). Resolves true when done. */
  const unlockMany = async (codes: string[]): Promise<boolean> => {
    const bulk = t({ id: 'orders.texts.bulkConfirm', message: 'This action affects all selected orders.' });
    if (!(await ask(i18n._(actionLabels.unlock), `${bulk} ${lockWarning}`))) return false;
    try {
      const result = await unlock.mutateAsync({ orderCodes: codes });
      const count = result.unlocked.length;
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
    const texts: Record<ConfirmAction, string> = {
      freeResource: t({ id: 'orders.texts.freeConfirm', message: `End the wait of order ${code} now and free its account?` }),
      resendCallback: t({ id: 'orders.texts.callbackConfirm', message: `Send the callback of order ${code} to the merchant again?` }),
      unlock: lockWarning,
      convertToTest: t({ id: 'orders.texts.testConfirm', message: `Make order ${code} a test order? It will move no money.` }),
    };
    if (!(await ask(title, texts[action]))) return;
    try {
      if (action === 'freeResource') await free.mutateAsync({ orderCode: code });
      if (action === 'convertToTest') await toTest.mutateAsync({ orderCode: code });
      if (action === 'unlock') await unlock.mutateAsync({ orderCodes: [code] });
      if (action === 'resendCallback') {
        const attempt = await callback.mutateAsync({ orderCode: code });
        const status = attempt.responseStatus === null ? '—' : String(attempt.responseStatus);
        await Dialog.alert({
          title: attempt.success
            ? t({ id: 'orders.texts.callbackDelivered', message: 'Callback delivered' })
            : t({ id: 'orders.texts.callbackNotDelivered', message: 'Callback not delivered' }),
          content: t({ id: 'orders.texts.callbackAttempt', message: `Attempt ${attempt.attempt}, HTTP ${status}, ${attempt.durationMs} ms` }) + (attempt.error ? ` — ${attempt.error}` : ''),
          confirmText: t({ id: 'common.buttons.close', message: 'Close' }),
        });
        return;
      }
      Toast.show({ icon: 'success', content: t({ id: 'orders.texts.saved', message: 'Saved' }) });
    } catch (err) {
      await fail(action, err);
    }
  };

  return { run, unlockMany };
}
