import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import { memo } from 'react';
import { BotFundRecordState, type BotFundRecordRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { botFundLabels as l, stateColors, stateLabels } from '../labels.ts';
import { reportedText } from '../reported-text.ts';
import styles from './bot-fund-records.module.css';

interface Props {
  row: BotFundRecordRow;
  /** Offered on a pending record when the caller may decide and is online. */
  onConfirm?: (row: BotFundRecordRow) => void;
  onReject?: (row: BotFundRecordRow) => void;
}

/** One report: who, how much, its state; a pending one has Confirm and Reject. */
export const BotFundRecordCard = memo(function BotFundRecordCard({ row, onConfirm, onReject }: Props) {
  const { t, i18n } = useLingui();
  const pending = row.state === BotFundRecordState.pending;
  return (
    <article
      className={list.card}
      aria-label={`${row.userAccount} ${reportedText(i18n, row)}`}
      data-testid="bot-fund-record-card"
    >
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{whenText(i18n, row.createTime)}</span>
          <Tag color={stateColors[row.state]} data-testid="bot-fund-record-state">
            {i18n._(stateLabels[row.state])}
          </Tag>
        </div>
        <p className={`${styles.amount} ${row.amount > 0 ? styles.credit : styles.debit}`}>{reportedText(i18n, row)}</p>
        <p className={styles.text} title={i18n._(l.text)}>
          “{row.text}”
        </p>
        <CardFacts
          items={[
            [i18n._(l.user), `${row.userAccount} (${row.userName})`],
            [i18n._(l.group), row.groupTitle || String(row.chatId)],
            [i18n._(l.from), row.fromName || '—'],
            ...(row.appliedAmount !== null
              ? [
                  [
                    i18n._(l.applied),
                    `${row.appliedAmount > 0 ? '+' : ''}${formatMoney(i18n, row.appliedAmount)}`,
                  ] as const,
                ]
              : []),
            ...(row.decidedBy ? [[i18n._(l.decidedBy), row.decidedBy] as const] : []),
            ...(row.decidedTime ? [[i18n._(l.decidedTime), whenText(i18n, row.decidedTime)] as const] : []),
            ...(row.remark ? [[i18n._(l.remark), row.remark] as const] : []),
          ]}
        />
      </div>
      {pending && (onConfirm || onReject) && (
        <div className={list.cardActions}>
          {onConfirm && (
            <Button size="middle" color="primary" className={list.button} onClick={() => onConfirm(row)}>
              {t({ id: 'botFundRecords.actions.confirm', message: 'Confirm' })}
            </Button>
          )}
          {onReject && (
            <Button size="middle" color="danger" fill="outline" className={list.button} onClick={() => onReject(row)}>
              {t({ id: 'botFundRecords.actions.reject', message: 'Reject' })}
            </Button>
          )}
        </div>
      )}
    </article>
  );
});
