import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { orderActionCalls, type CallbackAttempt } from '../../contract/index.ts';
import { isApiError, request } from '../../lib/api/client.ts';
import { translateServerMessage } from '../../lib/i18n/server-messages.ts';
import { useActionDialogs } from './use-action-dialogs.ts';

/**
 * Re-sends an order's callback after a confirmation and shows how the new attempt went (product 4);
 * `invalidate` are the query keys that show callbacks. Never queued offline: staff want the answer now.
 */
export function useResendCallback(invalidate: readonly QueryKey[]) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { ask, fail, tell } = useActionDialogs();
  const send = useMutation({
    mutationFn: (orderCode: string) => request(orderActionCalls.resendCallback, { orderCode }),
    networkMode: 'always',
    onSuccess: () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  return async (code: string): Promise<CallbackAttempt | null> => {
    const title = t({ id: 'orders.actions.resendCallback', message: 'Re-send callback' });
    if (
      !(await ask(
        title,
        t({ id: 'orders.texts.callbackConfirm', message: `Send the callback of order ${code} to the merchant again?` }),
      ))
    )
      return null;
    try {
      const attempt = await send.mutateAsync(code);
      const status = attempt.responseStatus === null ? '—' : String(attempt.responseStatus);
      await tell(
        attempt.success
          ? t({ id: 'orders.texts.callbackDelivered', message: 'Callback delivered' })
          : t({ id: 'orders.texts.callbackNotDelivered', message: 'Callback not delivered' }),
        t({
          id: 'orders.texts.callbackAttempt',
          message: `Attempt ${attempt.attempt}, HTTP ${status}, ${attempt.durationMs} ms`,
        }) + (attempt.error ? ` — ${attempt.error}` : ''),
      );
      return attempt;
    } catch (err) {
      await fail(t({ id: 'orders.errors.updateFailed', message: 'Update failed' }), err);
      return null;
    }
  };
}

/** The most callbacks one bulk re-send sends, one after another (decision 124). */
export const bulkResendMax = 50;

/**
 * Re-sends the callbacks of several orders after one confirmation, one call after the other (each
 * audited by the server as a single re-send is), then says how many were delivered, not delivered
 * or refused. Resolves true when it ran.
 */
export function useResendCallbacks(invalidate: readonly QueryKey[]) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { ask, tell } = useActionDialogs();
  return async (codes: readonly string[]): Promise<boolean> => {
    const title = t({ id: 'orders.actions.resendCallbacks', message: 'Re-send callbacks' });
    const count = codes.length;
    if (count > bulkResendMax) {
      await tell(
        title,
        t({ id: 'orders.texts.resendTooMany', message: `Select at most ${bulkResendMax} orders to re-send at once.` }),
      );
      return false;
    }
    if (
      !(await ask(
        title,
        t({
          id: 'orders.texts.callbacksConfirm',
          message: `Send the callbacks of ${count} orders to their merchants again?`,
        }),
      ))
    )
      return false;
    let delivered = 0;
    let notDelivered = 0;
    const refused: string[] = [];
    let reason = '';
    for (const orderCode of codes) {
      try {
        const attempt = await request(orderActionCalls.resendCallback, { orderCode });
        if (attempt.success) delivered += 1;
        else notDelivered += 1;
      } catch (err) {
        refused.push(orderCode);
        // The first refusal's reason (an order without a callback address, a lost connection).
        reason ||= isApiError(err) ? translateServerMessage(err) : '';
      }
    }
    await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    const failed = refused.length;
    const list = refused.slice(0, 10).join(', ');
    await tell(
      title,
      t({
        id: 'orders.texts.callbacksResent',
        message: `Callbacks delivered: ${delivered}. Not delivered: ${notDelivered}. Refused: ${failed}`,
      }) + (failed > 0 ? ` (${list})${reason ? ` — ${reason}` : ''}` : ''),
    );
    return true;
  };
}
