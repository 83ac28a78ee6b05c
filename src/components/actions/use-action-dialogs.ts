import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../sheets/overlays.ts';
import { isApiError } from '../../lib/api/client.ts';
import { translateServerMessage } from '../../lib/i18n/server-messages.ts';

/** The two dialogs of a staff action: "are you sure?" and, on failure, the product 8 text with the server's reason. */
export function useActionDialogs() {
  const { t } = useLingui();
  const confirmText = t({ id: 'common.buttons.confirm', message: 'Confirm' });
  const cancelText = t({ id: 'common.buttons.cancel', message: 'Cancel' });
  const closeText = t({ id: 'common.buttons.close', message: 'Close' });
  const network = t({
    id: 'common.errors.network',
    message: 'Cannot reach the server. Check the connection and try again.',
  });

  /** Resolves true when the person confirmed. */
  const ask = (title: string, content: string) => Dialog.confirm({ title, content, confirmText, cancelText });
  const fail = (title: string, err: unknown) =>
    Dialog.alert({ title, content: isApiError(err) ? translateServerMessage(err) : network, confirmText: closeText });
  const tell = (title: string, content: string) => Dialog.alert({ title, content, confirmText: closeText });
  return { ask, fail, tell };
}
