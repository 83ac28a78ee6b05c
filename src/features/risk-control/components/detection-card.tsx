import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import { memo } from 'react';
import type { RiskDetectionRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { payoutStatusLabel } from '../../payouts/index.ts';
import { detectionAccount, detectionReason, detectionStateName } from '../export.ts';
import { detectionStateColors, detectionStateLabels, riskActionLabels, riskLabels as l } from '../labels.ts';
import styles from './risk-control.module.css';

interface Props {
  row: RiskDetectionRow;
  /** Absent for decided records. */
  onDecide?: (kind: 'release' | 'reject', row: RiskDetectionRow) => void;
}

/** A held payout: who is paid, which blacklist entries matched, and its decision. */
export const DetectionCard = memo(function DetectionCard({ row, onDecide }: Props) {
  const { i18n } = useLingui();
  const state = detectionStateName(row);
  const status = payoutStatusLabel(row.payoutStatus);
  return (
    <article className={list.card} aria-label={row.orderCode} data-testid="risk-detection-card">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{row.orderCode}</span>
          <Tag color={detectionStateColors[state]} data-testid="risk-detection-state">
            {i18n._(detectionStateLabels[state])}
          </Tag>
        </div>
        <CardFacts
          items={[
            [i18n._(l.amount), formatMoney(i18n, row.amount)],
            [i18n._(l.merchant), row.merchantName || String(row.merchantId)],
            [i18n._(l.payee), row.name || '—'],
            [i18n._(l.account), detectionAccount(row) || '—'],
            [i18n._(l.payoutStatus), status ? i18n._(status) : String(row.payoutStatus)],
            [i18n._(l.heldAt), whenText(i18n, row.createTime)],
            ...(row.decidedTime
              ? ([
                  [
                    i18n._(l.decidedBy),
                    `${row.decidedBy} · ${whenText(i18n, row.decidedTime)}${row.remark ? ` · ${row.remark}` : ''}`,
                  ],
                ] as const)
              : []),
          ]}
        />
        <p className={styles.reason}>
          <span className={styles.reasonLabel}>{i18n._(l.reason)}</span>
          <span data-testid="risk-detection-reason">{detectionReason(i18n, row)}</span>
        </p>
      </div>
      {onDecide && (
        <div className={list.cardActions}>
          <Button
            size="middle"
            color="primary"
            fill="outline"
            className={list.button}
            onClick={() => onDecide('release', row)}
          >
            {i18n._(riskActionLabels.release)}
          </Button>
          <Button
            size="middle"
            color="danger"
            fill="outline"
            className={list.button}
            onClick={() => onDecide('reject', row)}
          >
            {i18n._(riskActionLabels.reject)}
          </Button>
        </div>
      )}
    </article>
  );
});
