import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { TeamMemberRow } from '../../../contract/index.ts';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { memberLabels as l, memberStatusLabels, onlineLabels } from '../labels.ts';
import { memberFacts } from './member-facts.ts';

interface Props {
  row: TeamMemberRow | null;
  /** Write actions shown (false on a read-only mount). */
  canManage: boolean;
  onActions: (row: TeamMemberRow) => void;
  onAccounts: (row: TeamMemberRow) => void;
  onClose: () => void;
}

/** One member in full, with its actions and the way to its receiving accounts. */
export function MemberSheet({ row, canManage, onActions, onAccounts, onClose }: Props) {
  const { t, i18n } = useLingui();
  const f = row ? memberFacts(i18n, row) : null;
  const facts: [string, ReactNode][] =
    row && f
      ? [
          [i18n._(l.account), row.account],
          [i18n._(l.nickname), row.nickname],
          [i18n._(l.state), <span data-testid="detail-member-status">{i18n._(memberStatusLabels[row.status])}</span>],
          [i18n._(l.online), i18n._(row.online ? onlineLabels.online : onlineLabels.offline)],
          [i18n._(l.balance), formatMoney(i18n, row.balance)],
          [i18n._(l.availableBalance), formatMoney(i18n, row.availableBalance)],
          [i18n._(l.frozenBalance), formatMoney(i18n, row.frozenBalance)],
          [i18n._(l.acceptOrders), <span data-testid="detail-accept-orders">{f.acceptOrders}</span>],
          [i18n._(l.googleStatus), f.google],
          [i18n._(l.receivingAccounts), f.resources],
          [i18n._(l.processingOrders), String(row.processingOrderCount)],
          [i18n._(l.processingAmount), formatMoney(i18n, row.processingOrderAmount)],
          [i18n._(l.lastLogin), whenText(i18n, row.lastLoginTime)],
        ]
      : [];
  return (
    <DetailSheet
      open={row !== null}
      label={row?.account ?? ''}
      testId="member-detail"
      onClose={onClose}
      actions={
        row ? (
          <>
            <Button block size="large" className={list.button} onClick={() => onAccounts(row)}>
              {t({ id: 'agents.buttons.accounts', message: 'Receiving accounts' })}
            </Button>
            {canManage && (
              <Button block size="large" color="primary" className={list.button} onClick={() => onActions(row)}>
                {t({ id: 'agents.buttons.actions', message: 'Actions' })}
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      <FactList rows={facts} />
    </DetailSheet>
  );
}
