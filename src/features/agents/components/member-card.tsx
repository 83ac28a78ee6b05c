import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { memo } from 'react';
import type { TeamMemberRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { formatMoney } from '../../../lib/money.ts';
import { memberFacts } from './member-facts.ts';
import styles from './agents.module.css';
import { memberLabels as l, memberStatusLabels, onlineLabels } from '../labels.ts';

/** Whether the member may sign in, as the card and the desk table tag it. */
export function MemberStatusTag({ row }: { row: TeamMemberRow }) {
  const { i18n } = useLingui();
  return (
    <Tag color={row.status === 'normal' ? 'success' : 'warning'} data-testid="member-status">
      {i18n._(memberStatusLabels[row.status])}
    </Tag>
  );
}

/** One team member: who, whether it works now, its money and load; tapping opens the detail. */
export const MemberCard = memo(function MemberCard({
  row,
  onOpen,
}: {
  row: TeamMemberRow;
  onOpen: (row: TeamMemberRow) => void;
}) {
  const { i18n } = useLingui();
  const f = memberFacts(i18n, row);
  return (
    <article className={list.card} aria-label={row.account} data-testid="member-card">
      <button type="button" className={list.cardMain} onClick={() => onOpen(row)}>
        <div className={list.cardHead}>
          <span className={list.code}>{row.account}</span>
          <span className={styles.tags}>
            <Tag color={row.online ? 'success' : 'default'}>
              {i18n._(row.online ? onlineLabels.online : onlineLabels.offline)}
            </Tag>
            <MemberStatusTag row={row} />
          </span>
        </div>
        <p className={styles.nickname}>{row.nickname}</p>
        <p className={styles.balance}>{formatMoney(i18n, row.balance)}</p>
        <CardFacts
          items={[
            [i18n._(l.availableBalance), formatMoney(i18n, row.availableBalance)],
            [i18n._(l.frozenBalance), formatMoney(i18n, row.frozenBalance)],
            [i18n._(l.acceptOrders), <span data-testid="member-accept-orders">{f.acceptOrders}</span>],
            [i18n._(l.googleStatus), f.google],
            [i18n._(l.receivingAccounts), f.resources],
            [i18n._(l.processingOrders), f.processing],
          ]}
        />
      </button>
    </article>
  );
});
