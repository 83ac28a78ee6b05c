import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { BankRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { bankLabels as l } from '../labels.ts';

/** Whether pickers offer the bank, as the card and the desk table tag it. */
export function EnabledTag({ row }: { row: BankRow }) {
  const { i18n } = useLingui();
  return <Tag color={row.enabled ? 'success' : 'default'}>{i18n._(row.enabled ? l.yes : l.no)}</Tag>;
}

/** One bank of the directory; `actions` (the switch and Edit) for those who change it. */
export function BankCard({ row: r, actions }: { row: BankRow; actions?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <article className={list.card} aria-label={r.name} data-testid="bank-card">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{r.name}</span>
          <EnabledTag row={r} />
        </div>
        <CardFacts
          items={[
            [i18n._(l.shortCode), r.shortCode],
            [i18n._(l.ifscPrefix), r.ifscPrefix || '—'],
            [i18n._(l.country), r.country],
            [i18n._(l.updateTime), whenText(i18n, r.updateTime)],
          ]}
        />
      </div>
      {actions && <div className={list.cardActions}>{actions}</div>}
    </article>
  );
}
