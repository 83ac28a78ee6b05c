import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { WebRecordRow } from '../../../contract/index.ts';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { automaticLabel, matchedLabels, statementLabels as l, bankStatementsStyles as styles } from '../../bank-statements/index.ts';
import { CopyButton } from '../../../components/copy-button.tsx';
import { recordAccount, recordAmount } from '../amount.ts';
import { recordLabels as r } from '../labels.ts';

interface Props {
  row: WebRecordRow | null;
  showSupplier: boolean;
  canMatch: boolean;
  onMatch: (row: WebRecordRow) => void;
  onClose: () => void;
}

type Fact = [string, ReactNode];

/** One record in full with the order it paid (copyable); an unmatched one can be matched by staff. */
export function RecordSheet({ row, showSupplier, canMatch, onMatch, onClose }: Props) {
  const { t, i18n } = useLingui();
  const matchable = row !== null && canMatch && row.matchedOrderCode === null;
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
  const facts: Fact[] = row
    ? [
        [i18n._(l.receivedTime), whenText(i18n, row.receivedTime)],
        [i18n._(l.amount), recordAmount(i18n, row)],
        ...kindFacts(row),
        [i18n._(l.account), `${recordAccount(row)} (#${row.resourceId})`],
        ...(showSupplier ? [[i18n._(l.supplier), row.supplierName || `#${row.supplierId}`] as Fact] : []),
        [
          i18n._(l.matchedOrder),
          row.matchedOrderCode ? (
            <span className={styles.orderCode} data-testid="record-order-code">
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
            ] as Fact[])
          : []),
      ]
    : [];

  return (
    <DetailSheet
      open={row !== null}
      label={row ? `${i18n._(l.amount)} ${recordAmount(i18n, row)}` : ''}
      testId="record-detail"
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
      {row?.content && (
        <>
          <h3>{i18n._(r.content)}</h3>
          <p className={styles.content}>{row.content}</p>
        </>
      )}
    </DetailSheet>
  );
}
