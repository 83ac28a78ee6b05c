import { useLingui } from '@lingui/react/macro';
import type { WebRecordRow } from '../../../contract/index.ts';
import { whenText } from '../../../components/list/when-text.ts';
import {
  MatchableRecordSheet,
  statementLabels as l,
  bankStatementsStyles as styles,
  type Fact,
} from '../../bank-statements/index.ts';
import { recordAccount, recordAmount } from '../amount.ts';
import { recordLabels as r } from '../labels.ts';

interface Props {
  row: WebRecordRow | null;
  showSupplier: boolean;
  canMatch: boolean;
  onMatch: (row: WebRecordRow) => void;
  onClose: () => void;
}

/** One record in full with the order it paid (copyable); an unmatched one can be matched by staff. */
export function RecordSheet({ row, showSupplier, canMatch, onMatch, onClose }: Props) {
  const { i18n } = useLingui();
  const kindFacts = (x: WebRecordRow): Fact[] =>
    x.kind === 'usdt'
      ? [
          [i18n._(r.txHash), x.txHash ?? '—'],
          [i18n._(r.fromAddress), x.fromAddress || '—'],
          [i18n._(r.toAddress), x.toAddress || '—'],
        ]
      : [
          [i18n._(l.utr), x.utr ?? '—'],
          [i18n._(l.payerName), x.payerName || '—'],
        ];
  const facts = (x: WebRecordRow): Fact[] => [
    [i18n._(l.receivedTime), whenText(i18n, x.receivedTime)],
    [i18n._(l.amount), recordAmount(i18n, x)],
    ...kindFacts(x),
    [i18n._(l.account), `${recordAccount(x)} (#${x.resourceId})`],
    ...(showSupplier ? [[i18n._(l.supplier), x.supplierName || `#${x.supplierId}`] as Fact] : []),
  ];

  return (
    <MatchableRecordSheet
      row={row}
      label={(x) => `${i18n._(l.amount)} ${recordAmount(i18n, x)}`}
      testId="record-detail"
      facts={facts}
      matchable={(x) => canMatch && x.matchedOrderCode === null}
      orderCodeTestId="record-order-code"
      onMatch={onMatch}
      onClose={onClose}
    >
      {row?.content && (
        <>
          <h3>{i18n._(r.content)}</h3>
          <p className={styles.content}>{row.content}</p>
        </>
      )}
    </MatchableRecordSheet>
  );
}
