import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { ApiError } from '../../../lib/api/client.ts';
import { translateServerMessage } from '../../../lib/i18n/server-messages.ts';

const title = msg({ id: 'ipRules.texts.lockoutTitle', message: 'You would lock yourself out' });
const confirmText = msg({ id: 'ipRules.actions.saveAnyway', message: 'Save anyway' });
const cancelText = msg({ id: 'common.buttons.cancel', message: 'Cancel' });

/**
 * Sends a change; when the server answers that it would lock out the person saving it, asks them
 * and sends it again with `confirmLockout`. The same Google code still works: the server checks
 * the lockout before it spends the code. Declined: the refusal stays on the form.
 */
export async function withLockoutConfirm<T>(i18n: I18n, send: (confirmLockout: boolean) => Promise<T>): Promise<T> {
  try {
    return await send(false);
  } catch (e) {
    if (!(e instanceof ApiError) || e.msgId !== 'errors.ipRuleLockout') throw e;
    const yes = await Dialog.confirm({
      title: i18n._(title),
      content: translateServerMessage(e),
      confirmText: i18n._(confirmText),
      cancelText: i18n._(cancelText),
    });
    if (!yes) throw e;
    return send(true);
  }
}
