import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { memo } from 'react';
import type { AuditRecordRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { useIsWide } from '../../../components/use-is-wide.ts';
import { actionLabel, auditLabels as l, targetTypeLabel } from '../labels.ts';
import styles from './audit-log.module.css';

interface Props {
  row: AuditRecordRow;
  onOpen: (row: AuditRecordRow) => void;
}

/** One record: a card on a phone (who, action, target, time), a table line on a desktop; a tap opens the detail. */
export const AuditRecordCard = memo(function AuditRecordCard({ row, onOpen }: Props) {
  const { i18n } = useLingui();
  const wide = useIsWide();
  const action = actionLabel(row.action);
  const actionText = action ? i18n._(action) : row.action;
  const kind = targetTypeLabel(row.targetType);
  const target = `${kind ? i18n._(kind) : row.targetType} ${row.targetId}`.trim();
  if (wide) {
    return (
      <button
        type="button"
        className={styles.row}
        onClick={() => onOpen(row)}
        data-testid="audit-record-card"
        aria-label={`${actionText} ${target}`}
      >
        <span>{whenText(i18n, row.createdTime)}</span>
        <span>{row.operatorAccount || '—'}</span>
        <span data-testid="audit-record-action">{actionText}</span>
        <span data-testid="audit-record-target">{target}</span>
        <span>{row.ip}</span>
      </button>
    );
  }
  return (
    <article className={list.card} data-testid="audit-record-card">
      <button
        type="button"
        className={list.cardMain}
        onClick={() => onOpen(row)}
        aria-label={`${actionText} ${target}`}
      >
        <div className={list.cardHead}>
          <span className={list.code}>{whenText(i18n, row.createdTime)}</span>
          <Tag color="primary" data-testid="audit-record-action">
            {actionText}
          </Tag>
        </div>
        <CardFacts
          items={[
            [i18n._(l.operator), row.operatorAccount || '—'],
            [i18n._(l.targetId), <span data-testid="audit-record-target">{target}</span>],
          ]}
        />
      </button>
    </article>
  );
});

/** The action in the screen's words, in the desk table (decision 135). */
export function ActionCell({ row }: { row: AuditRecordRow }) {
  const { i18n } = useLingui();
  const action = actionLabel(row.action);
  return <span data-testid="audit-record-action">{action ? i18n._(action) : row.action}</span>;
}

/** The header line of the 768 px layout (from 1024 px the desk table has its own). */
export function AuditTableHead() {
  const { i18n } = useLingui();
  if (!useIsWide()) return null;
  return (
    <div className={styles.head} role="presentation">
      {[l.time, l.operator, l.action, l.targetId, l.ip].map((d) => (
        <span key={d.id}>{i18n._(d)}</span>
      ))}
    </div>
  );
}
