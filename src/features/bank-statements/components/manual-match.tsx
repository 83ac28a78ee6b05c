import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { CopyButton } from '../../../components/copy-button.tsx';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { automaticLabel, matchedLabels, statementLabels as l } from '../labels.ts';
import styles from './bank-statements.module.css';

export type Fact = [string, ReactNode];

/** What every matchable record has: its id and the order it paid, if any. */
interface MatchableRow {
  id: number;
  matchedOrderCode: string | null;
  matchedTime: string | null;
  matchedBy: string | null;
}

const failure = msg({ id: 'bankStatements.errors.matchFailed', message: 'Matching failed' });

interface FormProps<I> {
  row: MatchableRow | null;
  /** Said above the fields: the record's amount and which orders fit. */
  intro: (row: MatchableRow) => string;
  /** The contract input of the record kind's manualMatch call. */
  schema: z.ZodType;
  send: (input: I) => Promise<{ orderCode: string }>;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 'Match to order' for an SMS, web or USDT record: the order it paid and the caller's Google code
 * (numeric keypad). The server checks the account, the amount and the order's status and says why
 * it refuses.
 */
export function ManualMatchForm<I>({ row, intro, schema, send, onClose, onDone }: FormProps<I>) {
  const { t } = useLingui();
  if (!row) return null;
  return (
    <FormSheet
      open
      onClose={onClose}
      title={t({ id: 'bankStatements.actions.match', message: 'Match to order' })}
      intro={<p>{intro(row)}</p>}
      fields={[
        { name: 'orderCode', label: l.orderCode, kind: 'text', maxLength: 64 },
        { name: 'googleCode', label: l.googleCode, kind: 'digits', maxLength: 6 },
      ]}
      initial={{ orderCode: '', googleCode: '' }}
      schema={schema}
      toInput={(v: Values) => ({ id: row.id, orderCode: (v.orderCode ?? '').trim(), googleCode: v.googleCode ?? '' })}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={failure}
      onSubmit={async (input) => {
        const { orderCode } = await send(input as I);
        Toast.show({
          icon: 'success',
          content: t({ id: 'bankStatements.texts.matched', message: `Order ${orderCode} is paid` }),
        });
        onDone();
      }}
    />
  );
}

interface SheetProps<R extends MatchableRow> {
  row: R | null;
  label: (row: R) => string;
  testId: string;
  /** The record kind's own facts, shown before the matched order. */
  facts: (row: R) => Fact[];
  /** May this row be matched now (the caller's access, not read-only, unmatched, …). */
  matchable: (row: R) => boolean;
  /** The copyable matched order's test id. */
  orderCodeTestId: string;
  onMatch: (row: R) => void;
  onClose: () => void;
  children?: ReactNode;
}

/** One record in full, then the order it paid (copyable) and how; an unmatched one offers 'Match to order'. */
export function MatchableRecordSheet<R extends MatchableRow>({
  row,
  label,
  testId,
  facts,
  matchable,
  orderCodeTestId,
  onMatch,
  onClose,
  children,
}: SheetProps<R>) {
  const { t, i18n } = useLingui();
  const all: Fact[] = row
    ? [
        ...facts(row),
        [
          i18n._(l.matchedOrder),
          row.matchedOrderCode ? (
            <span className={styles.orderCode} data-testid={orderCodeTestId}>
              {row.matchedOrderCode}
              <CopyButton
                text={row.matchedOrderCode}
                label={t({ id: 'bankStatements.buttons.copyOrderCode', message: 'Copy order number' })}
              />
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
      label={row ? label(row) : ''}
      testId={testId}
      onClose={onClose}
      actions={
        row && matchable(row) ? (
          <Button block size="large" color="primary" className={list.button} onClick={() => onMatch(row)}>
            {t({ id: 'bankStatements.actions.match', message: 'Match to order' })}
          </Button>
        ) : undefined
      }
    >
      <FactList rows={all} />
      {children}
    </DetailSheet>
  );
}
