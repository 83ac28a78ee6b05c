import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import { memo } from 'react';
import { RiskDetectionState, type RiskDetectionRow, type RiskDetectionStateName } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { payoutStatusLabel } from '../../payouts/index.ts';
import {
  detectionStateLabels,
  entryKindLabels,
  matchFieldLabels,
  riskActionLabels,
  riskLabels as l,
} from '../labels.ts';
import styles from './risk-control.module.css';

const stateNames = Object.fromEntries(Object.entries(RiskDetectionState).map(([name, id]) => [id, name])) as Record<
  number,
  RiskDetectionStateName
>;
const stateColors: Record<RiskDetectionStateName, string> = {
  pending: 'danger',
  released: 'success',
  rejected: 'default',
};

interface Props {
  row: RiskDetectionRow;
  /** Absent for decided records. */
  onDecide?: (kind: 'release' | 'reject', row: RiskDetectionRow) => void;
}

/** A held payout: who is paid, which blacklist entries matched, and its decision. */
export const DetectionCard = memo(function DetectionCard({ row, onDecide }: Props) {
  const { i18n } = useLingui();
  const state = stateNames[row.state] ?? 'pending';
  const status = payoutStatusLabel(row.payoutStatus);
  // Kind, the entry as written, and the payee field it matched: "Account (UPI or wallet): x@okaxis (UPI)".
  const reasons = row.matches.map(
    (m) => `${i18n._(entryKindLabels[m.kind])}: ${m.value} (${i18n._(matchFieldLabels[m.field])})`,
  );
  return (
    <article className={list.card} aria-label={row.orderCode} data-testid="risk-detection-card">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{row.orderCode}</span>
          <Tag color={stateColors[state]} data-testid="risk-detection-state">
            {i18n._(detectionStateLabels[state])}
          </Tag>
        </div>
        <CardFacts
          items={[
            [i18n._(l.amount), formatMoney(i18n, row.amount)],
            [i18n._(l.merchant), row.merchantName || String(row.merchantId)],
            [i18n._(l.payee), row.name || '—'],
            [i18n._(l.account), row.walletAddress || row.upi || row.cardNumber || '—'],
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
          <span data-testid="risk-detection-reason">{reasons.join('; ')}</span>
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
