import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { usePasskeys } from '../../lib/passkeys.ts';
import styles from '../list/list.module.css';

/**
 * "Confirm with a passkey instead" under a Google-code field (decision 133), shown only to a
 * person with a passkey in a browser with WebAuthn; the code stays for everyone else.
 */
export function PasskeyInsteadButton({
  busy,
  disabled,
  onPress,
}: {
  busy: boolean;
  disabled: boolean;
  onPress: () => void;
}) {
  const { t } = useLingui();
  const hasPasskey = (usePasskeys().data ?? []).length > 0;
  if (!hasPasskey) return null;
  return (
    <Button
      block
      fill="outline"
      color="primary"
      className={styles.button}
      loading={busy}
      disabled={disabled}
      onClick={onPress}
    >
      {t({ id: 'common.buttons.usePasskey', message: 'Confirm with a passkey instead' })}
    </Button>
  );
}
