import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { Dialog } from '../../../components/sheets/overlays.ts';
import type { ResourceRow } from '../../../contract/index.ts';
import { useCreateBindCode } from '../api/bind-code.ts';
import styles from './bind-device.module.css';

/**
 * Binding the monitoring device (decision 076): a one-time code and its QR code, valid ten
 * minutes. The device scans it and exchanges it once for its key; re-binding gives the new device
 * a new key and the old one stops working, so a bound account asks first.
 */
export function BindDevice({ row }: { row: Pick<ResourceRow, 'id' | 'deviceBoundTime'> }) {
  const { t, i18n } = useLingui();
  const create = useCreateBindCode();
  const code = create.data?.resourceId === row.id ? create.data : undefined;
  const until = code ? whenText(i18n, code.expiresAt) : '';

  const start = async () => {
    if (row.deviceBoundTime) {
      const yes = await Dialog.confirm({
        title: t({ id: 'receivingAccounts.bind.rebindTitle', message: 'Bind a new device?' }),
        content: t({
          id: 'receivingAccounts.bind.rebindConfirm',
          message: 'The device that binds with the new code gets a new key; the device bound now stops reporting.',
        }),
        confirmText: t({ id: 'receivingAccounts.bind.rebind', message: 'Bind a new device' }),
        cancelText: t({ id: 'common.buttons.cancel', message: 'Cancel' }),
      });
      if (!yes) return;
    }
    create.mutate(row.id);
  };

  return (
    <section
      className={styles.panel}
      aria-label={t({ id: 'receivingAccounts.bind.title', message: 'Monitoring device' })}
    >
      <ErrorAlert error={create.error} />
      {code ? (
        <div className={styles.code} role="status" data-testid="bind-code">
          <img
            src={code.qrCode}
            alt={t({ id: 'receivingAccounts.bind.qrAlt', message: 'Binding QR code' })}
            width={200}
            height={200}
          />
          <strong
            className={styles.text}
            data-testid="bind-code-text"
          >{`${code.bindCode.slice(0, 5)}-${code.bindCode.slice(5)}`}</strong>
          <span>
            {t({
              id: 'receivingAccounts.bind.validUntil',
              message: `Scan or type it in the monitoring app. It works once, until ${until}.`,
            })}
          </span>
        </div>
      ) : null}
      <Button
        block
        size="large"
        className={list.button}
        loading={create.isPending}
        onClick={() => void start()}
        data-testid="bind-device"
      >
        {code
          ? t({ id: 'receivingAccounts.bind.newCode', message: 'New binding code' })
          : row.deviceBoundTime
            ? t({ id: 'receivingAccounts.bind.rebind', message: 'Bind a new device' })
            : t({ id: 'receivingAccounts.bind.bind', message: 'Bind device' })}
      </Button>
    </section>
  );
}
