import { useLingui } from '@lingui/react/macro';
import type { StatisticsFigures } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { useIsWide } from '../../../components/use-is-wide.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';
import { sumRows } from '../figures.ts';
import styles from './statistics.module.css';

export interface TableRow<F = StatisticsFigures> {
  key: string;
  label: string;
  figures: F;
}

/** A column of a figures table: its label and how one row's figures read in it. */
export interface FigureColumn<F> {
  key: string;
  label: string;
  text: (f: F) => string;
}

/**
 * The figures under the chart: a table from 768 px, a card a row on a phone, and a totals row
 * summed from the rows themselves (so it can be checked against the summary above).
 */
export function FiguresTable({
  title,
  rowHeader,
  rows,
  like,
}: {
  title: string;
  rowHeader: string;
  rows: readonly TableRow[];
  like: StatisticsFigures;
}) {
  const { t, i18n } = useLingui();
  const total = sumRows(
    rows.map((r) => r.figures),
    like,
  );
  const money = (v: number | null) => (v === null ? '—' : formatMoney(i18n, v));
  const columns: FigureColumn<StatisticsFigures>[] = [
    {
      key: 'orderCount',
      label: t({ id: 'statistics.fields.orders', message: 'Orders' }),
      text: (f) => i18n.number(f.orderCount),
    },
    {
      key: 'successCount',
      label: t({ id: 'statistics.fields.paid', message: 'Paid' }),
      text: (f) => i18n.number(f.successCount),
    },
    {
      key: 'successRate',
      label: t({ id: 'statistics.fields.successRate', message: 'Success rate' }),
      text: (f) => formatRate(i18n, f.successRate),
    },
    { key: 'amount', label: t({ id: 'statistics.fields.amount', message: 'Amount' }), text: (f) => money(f.amount) },
    {
      key: 'successAmount',
      label: t({ id: 'statistics.fields.paidAmount', message: 'Paid amount' }),
      text: (f) => money(f.successAmount),
    },
  ];
  if (like.merchantFee !== null)
    columns.push({
      key: 'merchantFee',
      label: t({ id: 'statistics.fields.merchantFee', message: 'Merchant fees' }),
      text: (f) => money(f.merchantFee),
    });
  if (like.supplierFee !== null)
    columns.push({
      key: 'supplierFee',
      label: t({ id: 'statistics.fields.supplierFee', message: 'Supplier fees' }),
      text: (f) => money(f.supplierFee),
    });
  return <FigureRowsTable title={title} rowHeader={rowHeader} rows={rows} columns={columns} total={total} />;
}

/**
 * The same table for any figures (the payout statistics use it too): the caller gives the columns
 * and the totals row, which it sums from the same rows.
 */
export function FigureRowsTable<F>({
  title,
  rowHeader,
  rows,
  columns,
  total,
}: {
  title: string;
  rowHeader: string;
  rows: readonly TableRow<F>[];
  columns: readonly FigureColumn<F>[];
  total: F;
}) {
  const { t } = useLingui();
  const wide = useIsWide();
  const totalLabel = t({ id: 'statistics.texts.total', message: 'Total' });

  if (wide) {
    return (
      <section className={styles.section} aria-label={title}>
        {/* Scrolled sideways by keyboard too (WCAG 2.1.1): the table has no control to focus. */}
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={title}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{rowHeader}</th>
                {columns.map((c) => (
                  <th key={c.key} scope="col">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.label}</th>
                  {columns.map((c) => (
                    <td key={c.key}>{c.text(r.figures)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="table-total">
                <th scope="row">{totalLabel}</th>
                {columns.map((c) => (
                  <td key={c.key} data-testid={`table-total-${c.key}`}>
                    {c.text(total)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    );
  }
  const card = (label: string, f: F, testId?: string) => (
    <article className={`${list.card} ${styles.rowCard}`} data-testid={testId}>
      <h3 className={styles.rowTitle}>{label}</h3>
      <CardFacts
        items={columns.map(
          (c) => [c.label, <span data-testid={testId ? `${testId}-${c.key}` : undefined}>{c.text(f)}</span>] as const,
        )}
      />
    </article>
  );
  return (
    <section aria-label={title}>
      <ul className={list.stack}>
        {rows.map((r) => (
          <li key={r.key}>{card(r.label, r.figures)}</li>
        ))}
        <li>{card(totalLabel, total, 'table-total')}</li>
      </ul>
    </section>
  );
}
