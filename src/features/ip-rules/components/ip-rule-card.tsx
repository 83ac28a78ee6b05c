import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import { memo } from 'react';
import type { IpRuleRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { ruleSubject } from '../export.ts';
import { ipRuleActionLabels, ipRuleLabels as l, scopeLabels } from '../labels.ts';

/** The scope as the card and the desk table tag it: merchants' API rules apart from staff ones. */
export function ScopeTag({ row }: { row: IpRuleRow }) {
  const { i18n } = useLingui();
  return <Tag color={row.scope === 'merchant' ? 'primary' : 'warning'}>{i18n._(scopeLabels[row.scope])}</Tag>;
}

interface Props {
  row: IpRuleRow;
  /** Absent for a reader: the card has no buttons then. */
  onEdit?: ((row: IpRuleRow) => void) | undefined;
  onRemove?: ((row: IpRuleRow) => void) | undefined;
}

/** One rule: the address or range, whom it fences, its remark and its last change. */
export const IpRuleCard = memo(function IpRuleCard({ row: r, onEdit, onRemove }: Props) {
  const { i18n } = useLingui();
  const subject = ruleSubject(i18n, r);
  return (
    <article className={list.card} aria-label={`${subject} ${r.address}`} data-testid="ip-rule-card">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{r.address}</span>
          <ScopeTag row={r} />
        </div>
        <CardFacts
          items={[
            [i18n._(r.scope === 'role' ? l.role : l.account), subject],
            [i18n._(l.remark), r.remark || '—'],
            [i18n._(l.updatedBy), r.updatedBy || r.createdBy || '—'],
            [i18n._(l.updateTime), whenText(i18n, r.updateTime)],
          ]}
        />
      </div>
      {onEdit && onRemove && (
        <div className={list.cardActions}>
          <Button size="middle" fill="outline" className={list.button} onClick={() => onEdit(r)}>
            {i18n._(ipRuleActionLabels.edit)}
          </Button>
          <Button size="middle" color="danger" fill="outline" className={list.button} onClick={() => onRemove(r)}>
            {i18n._(ipRuleActionLabels.remove)}
          </Button>
        </div>
      )}
    </article>
  );
});
