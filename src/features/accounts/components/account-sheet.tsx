import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { AccountRow } from '../../../contract/index.ts';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { accountLabels as l, googleLabels, statusLabels, yesNo } from '../labels.ts';

interface Props {
  row: AccountRow | null;
  /** The caller may act on it (superAdmin or admin, not on a read-only variant). */
  canManage: boolean;
  onActions: (row: AccountRow) => void;
  /**
   * Mount point of the 'Balance operation' button (add balance, withdraw, freeze an amount…),
   * which the balance-operations feature provides; nothing is shown while it is undefined.
   */
  balanceAction?: (row: AccountRow) => ReactNode;
  onClose: () => void;
}

/** One merchant or supplier in full: balances, limits, sign-in facts, key state; its admin actions. */
export function AccountSheet({ row, canManage, onActions, balanceAction, onClose }: Props) {
  const { t, i18n } = useLingui();
  const yes = (v: boolean) => i18n._(v ? yesNo.yes : yesNo.no);
  const facts: [string, ReactNode][] = row
    ? [
        [i18n._(l.account), row.account],
        [i18n._(l.nickname), row.nickname],
        [i18n._(l.state), i18n._(statusLabels[row.status])],
        [i18n._(l.balance), <span data-testid="detail-balance">{formatMoney(i18n, row.balance)}</span>],
        [
          i18n._(l.availableBalance),
          <span data-testid="detail-available">{formatMoney(i18n, row.availableBalance)}</span>,
        ],
        [i18n._(l.frozenBalance), <span data-testid="detail-frozen">{formatMoney(i18n, row.frozenBalance)}</span>],
        [i18n._(l.kycLowerLimit), formatMoney(i18n, row.kycLowerLimit)],
        [i18n._(l.acceptOrders), yes(row.acceptOrders)],
        [i18n._(l.allowModify), yes(row.allowModify)],
        [i18n._(l.googleStatus), i18n._(row.confirmBind ? googleLabels.confirmed : googleLabels.notConfirmed)],
        [i18n._(l.lastLoginIp), row.lastLoginIp || '—'],
        [i18n._(l.lastLogin), whenText(i18n, row.lastLoginTime)],
        [i18n._(l.subAccounts), String(row.subAccountCount)],
        ...(row.role === 'merchant'
          ? ([
              [i18n._(l.signType), row.signType],
              // The key is never sent to the list: only a reset answers it, once.
              [
                i18n._(l.merchantKey),
                row.hasKey ? t({ id: 'accounts.texts.keyHidden', message: 'Set (shown only when reset)' }) : '—',
              ],
              [i18n._(l.failedSigns), String(row.failedSignCount)],
              [
                i18n._(l.lastFailedSign),
                row.lastFailedSignTime ? `${row.lastFailedSignIp} · ${whenText(i18n, row.lastFailedSignTime)}` : '—',
              ],
            ] as [string, ReactNode][])
          : []),
      ]
    : [];
  return (
    <DetailSheet
      open={row !== null}
      label={row?.account ?? ''}
      testId="account-detail"
      onClose={onClose}
      actions={
        row && canManage ? (
          <>
            {balanceAction?.(row)}
            <Button block size="large" color="primary" className={list.button} onClick={() => onActions(row)}>
              {t({ id: 'accounts.buttons.actions', message: 'Actions' })}
            </Button>
          </>
        ) : undefined
      }
    >
      <FactList rows={facts} />
    </DetailSheet>
  );
}
