import { useLingui } from '@lingui/react/macro';
import { StatementDirection, type BankStatementRow } from '../../../contract/index.ts';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { accountText } from '../account-text.ts';
import { directionLabel, statementLabels as l, unreadLabel } from '../labels.ts';
import styles from './bank-statements.module.css';
import { MatchableRecordSheet, type Fact } from './manual-match.tsx';

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
  const { i18n } = useLingui();
  const facts = (x: BankStatementRow): Fact[] => {
    const direction = directionLabel(x.direction);
    return [
      [i18n._(l.receivedTime), whenText(i18n, x.receivedTime)],
      [i18n._(l.amount), x.unread ? '—' : formatMoney(i18n, x.amount)],
      [i18n._(l.direction), x.unread ? i18n._(unreadLabel) : direction ? i18n._(direction) : String(x.direction)],
      [i18n._(l.utr), x.utr ?? '—'],
      [i18n._(l.payerName), x.payerName || '—'],
      [i18n._(l.account), `${accountText(x)} (#${x.resourceId})`],
      ...(showSupplier ? [[i18n._(l.supplier), x.supplierName || `#${x.supplierId}`] as Fact] : []),
      [i18n._(l.sender), x.sender || '—'],
      [i18n._(l.cardNumber), x.cardNumber || '—'],
    ];
  };

  return (
    <MatchableRecordSheet
      row={row}
      label={(x) => `${i18n._(l.amount)} ${formatMoney(i18n, x.amount)}`}
      testId="statement-detail"
      facts={facts}
      matchable={(x) =>
        canMatch && !x.unread && x.direction === StatementDirection.income && x.matchedOrderCode === null
      }
      orderCodeTestId="statement-order-code"
      onMatch={onMatch}
      onClose={onClose}
    >
      {row && showContent && (
        <>
          <h3>{i18n._(l.content)}</h3>
          <p className={styles.content} data-testid="statement-content">
            {row.content || '—'}
          </p>
        </>
      )}
    </MatchableRecordSheet>
  );
}
