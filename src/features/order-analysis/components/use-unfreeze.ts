import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { isApiError } from '../../../lib/api/client.ts';
import { translateServerMessage } from '../../../lib/i18n/server-messages.ts';
import { useUnfreezeIp } from '../api/freeze.ts';

/** Asks first, then unfreezes; the server's refusal (not frozen any more) is shown as it says it. */
export function useConfirmUnfreeze() {
  const { t } = useLingui();
  const unfreeze = useUnfreezeIp();
  return async (ip: string) => {
    const yes = await Dialog.confirm({
      content: t({
        id: 'orderAnalysis.texts.unfreezeConfirm',
        message: `Unfreeze ${ip}? Its new orders are accepted again.`,
      }),
      confirmText: t({ id: 'orderAnalysis.actions.unfreeze', message: 'Unfreeze' }),
      cancelText: t({ id: 'common.buttons.cancel', message: 'Cancel' }),
    });
    if (!yes) return;
    try {
      await unfreeze.mutateAsync(ip);
      Toast.show({ icon: 'success', content: t({ id: 'orderAnalysis.texts.unfrozen', message: `${ip} is unfrozen` }) });
    } catch (err) {
      Toast.show({
        icon: 'fail',
        content: isApiError(err)
          ? translateServerMessage(err)
          : t({ id: 'orderAnalysis.errors.unfreezeFailed', message: 'Unfreezing failed' }),
      });
    }
  };
}
