import { useLingui } from '@lingui/react/macro';
import { ErrorBlock } from 'antd-mobile';

/** Offline with nothing of this page saved on the device: said once, instead of a skeleton that never ends. */
export function OfflineEmpty() {
  const { t } = useLingui();
  return (
    <ErrorBlock
      status="disconnected"
      title={t({
        id: 'offline.texts.nothingSaved',
        message: 'Offline, and nothing of this list is saved on this device',
      })}
      description={t({
        id: 'offline.texts.nothingSavedHint',
        message: 'It loads by itself once the connection is back.',
      })}
      data-testid="offline-empty"
    />
  );
}
