import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { orderActionCalls, type CallbackAttempt } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';
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
