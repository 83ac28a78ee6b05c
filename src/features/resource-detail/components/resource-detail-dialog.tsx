import { useLingui } from '@lingui/react/macro';
import { DotLoading, Switch, Toast } from 'antd-mobile';
import { Dialog } from '../../../components/sheets/overlays.ts';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api/client.ts';
import { translateServerMessage } from '../../../lib/i18n/server-messages.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useEnableResource } from '../api/enable-resource.ts';
import { useResourceDetail, useResourceStaticInfo } from '../api/get-resource-detail.ts';
import styles from './resource-detail.module.css';

interface Props {
  /** The account shown; null closes the dialog. */
  resource: { id: number; productId: number } | null;
  /** The on/off switch (product 2.9); false on read-only pages and for roles that may not switch. */
  canSwitch: boolean;
  onClose: () => void;
  /** Facts the calling screen adds below the detail (the account's own fields). */
  children?: ReactNode;
}

/**
 * The resource detail dialog of product 2.9: QR code, supplier, product, open orders (count and
 * amount), the supplier's accounts of the product, and the on/off switch. After a switch it says
 * 开启成功 or 关闭成功 (in the UI language) and refetches; a refusal shows the server's message.
 */
export function ResourceDetailDialog({ resource, canSwitch, onClose, children }: Props) {
  const { t, i18n } = useLingui();
  const detail = useResourceDetail(resource?.id ?? null, resource?.productId ?? null);
  const d = detail.data;
  const stats = useResourceStaticInfo(d?.supplierId, d?.productId);
  const enable = useEnableResource();

  const toggle = async (on: boolean) => {
    if (!d) return;
    // Off stops new orders reaching the account at once: asked first, the open orders named.
    if (!on) {
      const open = d.processingOrderCount;
      const yes = await Dialog.confirm({
        title: t({ id: 'resourceDetail.titles.switchOff', message: 'Stop receiving orders?' }),
        content: [
          t({
            id: 'resourceDetail.texts.switchOffConfirm',
            message: 'This account gets no new orders until it is switched on again.',
          }),
          open > 0
            ? t({ id: 'resourceDetail.texts.switchOffOpen', message: `Orders already on it stay open: ${open}.` })
            : '',
        ].join(' '),
        confirmText: t({ id: 'resourceDetail.buttons.switchOff', message: 'Switch off' }),
        cancelText: t({ id: 'common.buttons.cancel', message: 'Cancel' }),
      });
      if (!yes) return;
    }
    try {
      await enable.mutateAsync({ resourceId: d.id, productId: d.productId, enable: on });
      Toast.show({
        icon: 'success',
        content: on
          ? t({ id: 'resourceDetail.texts.enabled', message: 'Switched on' })
          : t({ id: 'resourceDetail.texts.disabled', message: 'Switched off' }),
      });
    } catch (err) {
      const text = isApiError(err)
        ? translateServerMessage(err)
        : t({ id: 'common.errors.network', message: 'Cannot reach the server. Check the connection and try again.' });
      Toast.show({ icon: 'fail', content: text });
    }
  };

  const counts = stats.data;
  const accountCounts = (resourceCount: number, enabledCount: number, runningCount: number, offlineCount: number) =>
    t({
      id: 'resourceDetail.texts.accountSummary',
      message: `${resourceCount} in all, ${enabledCount} on, ${runningCount} running, ${offlineCount} offline`,
    });
  const facts: [string, ReactNode][] = d
    ? [
        [t({ id: 'resourceDetail.fields.id', message: 'Account ID' }), `#${d.id}`],
        [t({ id: 'resourceDetail.fields.supplier', message: 'Supplier' }), d.supplierName || `#${d.supplierId}`],
        [t({ id: 'resourceDetail.fields.product', message: 'Product' }), d.productName || `#${d.productId}`],
        [
          t({ id: 'resourceDetail.fields.processingCount', message: 'Processing orders' }),
          <span data-testid="resource-processing-count">{d.processingOrderCount}</span>,
        ],
        [
          t({ id: 'resourceDetail.fields.processingAmount', message: 'Processing amount' }),
          formatMoney(i18n, d.processingOrderAmount),
        ],
        ...(counts
          ? ([
              [
                t({ id: 'resourceDetail.fields.supplierAccounts', message: "Supplier's accounts of this product" }),
                accountCounts(counts.resourceCount, counts.enabledCount, counts.runningCount, counts.offlineCount),
              ],
            ] as [string, ReactNode][])
          : []),
      ]
    : [];

  const switchLabel = t({ id: 'resourceDetail.fields.enabled', message: 'Receives orders' });
  return (
    <DetailSheet
      open={resource !== null}
      label={t({ id: 'resourceDetail.titles.dialog', message: 'Receiving account' })}
      testId="resource-detail"
      onClose={onClose}
    >
      <h2 className={styles.title}>{t({ id: 'resourceDetail.titles.dialog', message: 'Receiving account' })}</h2>
      {detail.isPending && <DotLoading />}
      <ErrorAlert error={detail.error} />
      {d && (
        <>
          <div className={styles.switchRow}>
            <span id="resource-switch-label">{switchLabel}</span>
            <Switch
              checked={d.state === 0}
              disabled={!canSwitch}
              loading={enable.isPending}
              onChange={(on) => void toggle(on)}
              aria-labelledby="resource-switch-label"
              data-testid="resource-switch"
            />
          </div>
          {d.qrCode ? (
            <figure className={styles.qr}>
              <img
                src={d.qrCode}
                width={200}
                height={200}
                alt={t({ id: 'resourceDetail.texts.qrAlt', message: 'QR code to pay into this account' })}
              />
              {d.link && <figcaption className={styles.link}>{d.link}</figcaption>}
            </figure>
          ) : (
            <p className={styles.noQr}>
              {t({
                id: 'resourceDetail.texts.noQr',
                message: 'This account has no payment link to show as a QR code.',
              })}
            </p>
          )}
          <FactList rows={facts} />
        </>
      )}
      {children}
    </DetailSheet>
  );
}
