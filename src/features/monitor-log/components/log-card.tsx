import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { memo } from 'react';
import type { MonitorLogRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { logLabels as l, phaseLabel } from '../labels.ts';
import styles from './monitor-log.module.css';

const phaseColors: Record<string, string> = {
  matched: 'success',
  unmatched: 'warning',
  ambiguous: 'warning',
  refused: 'danger',
  duplicate: 'default',
};

/** The line's phase as a coloured tag (the card's and the desk table's). */
export function PhaseTag({ row }: { row: MonitorLogRow }) {
  const { i18n } = useLingui();
  const phase = phaseLabel(row.logPhase);
  return (
    <Tag color={phaseColors[row.logPhase] ?? 'primary'} data-testid="monitor-log-phase">
      {phase ? i18n._(phase) : row.logPhase}
    </Tag>
  );
}

/** One log line: when, which device, what happened. */
export const LogCard = memo(function LogCard({ row }: { row: MonitorLogRow }) {
  const { i18n } = useLingui();
  return (
    <article className={list.card} aria-label={`${row.logPhase} ${row.id}`} data-testid="monitor-log-line">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{whenText(i18n, row.createTime)}</span>
          <PhaseTag row={row} />
        </div>
        <p className={styles.content}>{row.content}</p>
        <CardFacts
          items={[
            [i18n._(l.monitorId), row.monitorId],
            [i18n._(l.supplier), row.supplierName],
            [i18n._(l.cardNumber), row.cardNumber || '—'],
            [i18n._(l.orderCode), row.orderCode ?? '—'],
          ]}
        />
      </div>
    </article>
  );
});
