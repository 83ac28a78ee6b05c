import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { PayoutRow } from '../../../contract/index.ts';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import { GatewayNote } from './gateway-note.tsx';
import { HoldNote } from './hold-note.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { payoutLabels as l, payoutStatusLabel } from '../labels.ts';
import { useOnline } from '../../../lib/offline/use-online.ts';
import { OfflineActionsNote } from '../../../components/offline-actions-note.tsx';
import styles from './payouts.module.css';

export interface PayoutAction {
  key: string;
  text: string;
  danger?: boolean;
  run: (row: PayoutRow) => void;
}

/**
 * One payout in full, with the actions the caller may take on it now; offline they show greyed
 * with the reason, before anything is filled in (every payout action moves money).
 */
export function PayoutSheet({
  row,
  actions,
  showSupplier,
  onClose,
}: {
  row: PayoutRow | null;
  actions: PayoutAction[];
  showSupplier: boolean;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  const status = row ? payoutStatusLabel(row.status) : undefined;
  const usdt = (row?.walletAddress ?? '') !== '';
  const facts: [string, ReactNode][] = row
    ? [
        [i18n._(l.orderCode), row.orderCode],
        [i18n._(l.mchOrderNo), row.mchOrderNo],
        [i18n._(l.status), status ? i18n._(status) : String(row.status)],
        [i18n._(l.amount), formatMoney(i18n, row.amount)],
        [i18n._(l.fee), formatMoney(i18n, row.fee)],
        [i18n._(l.merchant), row.merchantName || `#${row.merchantId}`],
        ...(showSupplier ? [[i18n._(l.supplier), row.supplierName || '—'] as [string, ReactNode]] : []),
        [i18n._(l.name), row.name],
        ...((usdt
          ? [
              [i18n._(l.walletAddress), row.walletAddress],
              [i18n._(l.usdtAmount), (row.usdtAmount / 1_000_000).toFixed(6)],
            ]
          : [
              [i18n._(l.cardNumber), row.cardNumber],
              [i18n._(l.bankBranch), row.bankBranch],
              [i18n._(l.ifsc), row.ifsc || '—'],
              [i18n._(l.upi), row.upi || '—'],
              [i18n._(l.address), row.address],
            ]) as [string, ReactNode][]),
        [i18n._(l.batch), row.batchId ?? '—'],
        [i18n._(l.utr), <span data-testid="payout-detail-utr">{row.utr ?? '—'}</span>],
        [i18n._(l.rejectReason), row.rejectReason ?? '—'],
        [i18n._(l.createTime), whenText(i18n, row.createTime)],
        [i18n._(l.completedTime), whenText(i18n, row.completedTime)],
      ]
    : [];
  return (
    <DetailSheet
      open={row !== null}
      label={row?.orderCode ?? ''}
      testId="payout-detail"
      onClose={onClose}
      actions={
        row && actions.length > 0 ? (
          <div className={styles.actions}>
            <OfflineActionsNote />
            {actions.map((a) => (
              <Button
                key={a.key}
                block
                size="large"
                color={a.danger ? 'danger' : 'primary'}
                fill={a.danger ? 'outline' : 'solid'}
                className={list.button}
                disabled={!online}
                onClick={() => a.run(row)}
              >
                {a.text}
              </Button>
            ))}
          </div>
        ) : undefined
      }
    >
      {row && <HoldNote row={row} />}
      {row && <GatewayNote row={row} />}
      <FactList rows={facts} />
    </DetailSheet>
  );
}
