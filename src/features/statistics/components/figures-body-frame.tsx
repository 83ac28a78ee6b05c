import { useLingui } from '@lingui/react/macro';
import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { beijingTimeZone } from '../../../contract/index.ts';
import { dayDate } from '../figures.ts';
import type { Grouping } from '../filters.ts';
import type { TableRow } from './figures-table.tsx';
import styles from './statistics.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

/** An answer of the order or the payout statistics: figures per day and, when asked, per merchant and supplier. */
export interface GroupedFigures<F> {
  timeZone: string;
  days: (F & { day: string })[];
  merchants: (F & { merchantId: number; merchantName: string })[] | null;
  suppliers: (F & { supplierId: number | null; supplierName: string })[] | null;
}

interface Props<F> {
  data: GroupedFigures<F>;
  grouping: Grouping;
  groupings: readonly Grouping[];
  onGrouping: (g: Grouping) => void;
  /** The supplier row of what no supplier holds. */
  noSupplier: string;
  summary: ReactNode;
  /** Said instead of chart and table when the range has nothing. */
  empty: string | null;
  chart: ReactNode;
  table: (table: { title: string; rowHeader: string; rows: TableRow<F>[] }) => ReactNode;
}

/**
 * The layout both statistics pages share: the zone of the days, the totals, the chart, the
 * grouping buttons and the table of the chosen grouping (the day one when the answer lacks it).
 */
export function FiguresBodyFrame<F>({
  data,
  grouping,
  groupings,
  onGrouping,
  noSupplier,
  summary,
  empty,
  chart,
  table,
}: Props<F>) {
  const { t, i18n } = useLingui();
  const label: Record<Grouping, string> = {
    day: t({ id: 'statistics.buttons.byDay', message: 'By day' }),
    merchant: t({ id: 'statistics.buttons.byMerchant', message: 'By merchant' }),
    supplier: t({ id: 'statistics.buttons.bySupplier', message: 'By supplier' }),
  };
  const zone = data.timeZone;
  const zoneText =
    zone === beijingTimeZone
      ? t({ id: 'statistics.texts.beijingDays', message: 'Days in Beijing time (UTC+8)' })
      : t({ id: 'statistics.texts.zoneDays', message: `Days in time zone ${zone}` });
  const shown: Grouping =
    (grouping === 'merchant' && data.merchants) || (grouping === 'supplier' && data.suppliers) ? grouping : 'day';
  const rows: TableRow<F>[] =
    shown === 'merchant'
      ? (data.merchants ?? []).map((m) => ({
          key: `m${m.merchantId}`,
          label: m.merchantName ? `${m.merchantName} (${m.merchantId})` : String(m.merchantId),
          figures: m,
        }))
      : shown === 'supplier'
        ? (data.suppliers ?? []).map((s) => ({
            key: `s${s.supplierId ?? 'none'}`,
            label: s.supplierId === null ? noSupplier : `${s.supplierName || s.supplierId} (${s.supplierId})`,
            figures: s,
          }))
        : // Newest day first, as people read a table; the chart runs oldest to newest.
          [...data.days].reverse().map((d) => ({
            key: d.day,
            label: formatTime(i18n, dayDate(d.day), { dateStyle: 'medium', timeZone: 'UTC' }),
            figures: d,
          }));
  const rowHeader =
    shown === 'merchant'
      ? t({ id: 'statistics.fields.merchant', message: 'Merchant' })
      : shown === 'supplier'
        ? t({ id: 'statistics.fields.supplier', message: 'Supplier' })
        : t({ id: 'statistics.fields.day', message: 'Day' });

  return (
    <>
      <p className={styles.note}>{zoneText}</p>
      {summary}
      {empty !== null ? (
        <ErrorBlock status="empty" title={empty} description="" />
      ) : (
        <>
          {chart}
          {groupings.length > 1 && (
            <div
              className={styles.groupings}
              role="group"
              aria-label={t({ id: 'statistics.titles.grouping', message: 'Table rows' })}
            >
              {groupings.map((g) => (
                <Button
                  key={g}
                  size="small"
                  className={styles.quickButton}
                  color={shown === g ? 'primary' : 'default'}
                  aria-pressed={shown === g}
                  onClick={() => onGrouping(g)}
                >
                  {label[g]}
                </Button>
              ))}
            </div>
          )}
          {table({ title: label[shown], rowHeader, rows })}
        </>
      )}
    </>
  );
}
