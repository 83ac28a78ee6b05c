import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { memo } from 'react';
import type { AdminUser } from '../../../contract/index.ts';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { statusLabels, userLabels as l } from '../labels.ts';

const statusColors: Record<AdminUser['status'], string> = { normal: 'success', deleted: 'danger', disabled: 'warning' };

/** Whether the account is in use, as the card and the desk table tag it. */
export function UserStatusTag({ row }: { row: AdminUser }) {
  const { i18n } = useLingui();
  return (
    <Tag color={statusColors[row.status]} data-testid="user-status">
      {i18n._(statusLabels[row.status])}
    </Tag>
  );
}

/** One account: who, which role, whether it is in use; tapping opens it with its actions. */
export const UserCard = memo(function UserCard({ row, onOpen }: { row: AdminUser; onOpen: (row: AdminUser) => void }) {
  const { i18n } = useLingui();
  return (
    <article className={list.card} aria-label={row.account} data-testid="user-card">
      <button type="button" className={list.cardMain} onClick={() => onOpen(row)}>
        <div className={list.cardHead}>
          <span className={list.code} data-testid="user-account">
            {row.account}
          </span>
          <UserStatusTag row={row} />
        </div>
        <CardFacts
          items={[
            [i18n._(l.nickname), <span data-testid="user-nickname">{row.nickname}</span>],
            [i18n._(l.role), <span data-testid="user-role">{i18n._(roleLabels[row.access])}</span>],
            [i18n._(l.lastLogin), whenText(i18n, row.lastLoginTime)],
          ]}
        />
      </button>
    </article>
  );
});
