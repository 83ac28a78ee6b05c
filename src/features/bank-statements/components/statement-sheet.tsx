import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { StatementDirection, type BankStatementRow } from '../../../contract/index.ts';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { CopyButton } from '../../../components/copy-button.tsx';
import { accountText } from '../account-text.ts';
import { automaticLabel, directionLabel, matchedLabels, statementLabels as l } from '../labels.ts';
import styles from './bank-statements.module.css';

interface Props {
  row: BankStatementRow | null;
  /** The raw SMS text in full (superAdmin's management page). */
  showContent: boolean;
  /** Staff see whose account it is. */
  showSupplier: boolean;
  /** The caller may match by hand (manualMatch's access, not on a read-only page). */
  canMatch: boolean;
  onMatch: (row: BankStatementRow) => void;
  onClose: () => void;
}

/** One SMS record in full; the matched order can be copied; an unmatched income can be matched. */
export function StatementSheet({ row, showContent, showSupplier, canMatch, onMatch, onClose }: Props) {
  const { t, i18n } = useLingui();
  const direction = row ? directionLabel(row.direction) : undefined;
  const matchable = row !== null && canMatch && row.direction === StatementDirection.income && row.matchedOrderCode === null;
  const facts: [string, ReactNode][] = row
    ? [
        [i18n._(l.receivedTime), whenText(i18n, row.receivedTime)],
        [i18n._(l.amount), formatMoney(i18n, row.amount)],
        [i18n._(l.direction), direction ? i18n._(direction) : String(row.direction)],
        [i18n._(l.utr), row.utr ?? '—'],
        [i18n._(l.payerName), row.payerName || '—'],
        [i18n._(l.account), `${accountText(row)} (#${row.resourceId})`],
        ...(showSupplier ? [[i18n._(l.supplier), row.supplierName || `#${row.supplierId}`] as [string, ReactNode]] : []),
        [i18n._(l.sender), row.sender || '—'],
        [i18n._(l.cardNumber), row.cardNumber || '—'],
        [
          i18n._(l.matchedOrder),
          row.matchedOrderCode ? (
            <span className={styles.orderCode} data-testid="statement-order-code">
              {row.matchedOrderCode}
              <CopyButton text={row.matchedOrderCode} label={t({ id: 'bankStatements.buttons.copyOrderCode', message: 'Copy order number' })} />
            </span>
          ) : (
            i18n._(matchedLabels.no)
          ),
        ],
        ...(row.matchedOrderCode
          ? ([
              [i18n._(l.matchedTime), whenText(i18n, row.matchedTime)],
              [i18n._(l.matchedBy), row.matchedBy === 'automatic' ? i18n._(automaticLabel) : (row.matchedBy ?? '—')],
            ] as [string, ReactNode][])
          : []),
      ]
    : [];

  return (
    <DetailSheet
      open={row !== null}
      label={row ? `${i18n._(l.amount)} ${formatMoney(i18n, row.amount)}` : ''}
      testId="statement-detail"
      onClose={onClose}
      actions={
        matchable ? (
          <Button block size="large" color="primary" className={list.button} onClick={() => onMatch(row)}>
            {t({ id: 'bankStatements.actions.match', message: 'Match to order' })}
          </Button>
        ) : undefined
      }
    >
      <FactList rows={facts} />
      {row && showContent && (
        <>
          <h3>{i18n._(l.content)}</h3>
          <p className={styles.content} data-testid="statement-content">
            {row.content || '—'}
          </p>
        </>
      )}
    </DetailSheet>
  );
}
