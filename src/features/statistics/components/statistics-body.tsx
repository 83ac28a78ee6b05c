import { useLingui } from '@lingui/react/macro';
import { Button, ErrorBlock } from 'antd-mobile';
import { beijingTimeZone, type OrderStatisticsV2 } from '../../../contract/index.ts';
import { dayDate } from '../figures.ts';
import type { Grouping } from '../filters.ts';
import { DayChart } from './day-chart.tsx';
import { FiguresTable, type TableRow } from './figures-table.tsx';
import { SummaryFigures } from './summary-figures.tsx';
import styles from './statistics.module.css';

interface Props {
  data: OrderStatisticsV2;
  grouping: Grouping;
  groupings: readonly Grouping[];
  onGrouping: (g: Grouping) => void;
}

/** The figures of one answer: the zone the days are in, the totals, the chart, the table. */
export function StatisticsBody({ data, grouping, groupings, onGrouping }: Props) {
  const { t, i18n } = useLingui();
  const label: Record<Grouping, string> = {
    day: t({ id: 'statistics.buttons.byDay', message: 'By day' }),
    merchant: t({ id: 'statistics.buttons.byMerchant', message: 'By merchant' }),
    supplier: t({ id: 'statistics.buttons.bySupplier', message: 'By supplier' }),
  };
  const zone = data.timeZone;
  const zoneText =
    zone === beijingTimeZone ? t({ id: 'statistics.texts.beijingDays', message: 'Days in Beijing time (UTC+8)' }) : t({ id: 'statistics.texts.zoneDays', message: `Days in time zone ${zone}` });
  const noSupplier = t({ id: 'statistics.texts.noSupplier', message: 'No supplier' });
  const shown: Grouping = (grouping === 'merchant' && data.merchants) || (grouping === 'supplier' && data.suppliers) ? grouping : 'day';
  const rows: TableRow[] =
    shown === 'merchant'
      ? (data.merchants ?? []).map((m) => ({ key: `m${m.merchantId}`, label: m.merchantName ? `${m.merchantName} (${m.merchantId})` : String(m.merchantId), figures: m }))
      : shown === 'supplier'
        ? (data.suppliers ?? []).map((s) => ({ key: `s${s.supplierId ?? 'none'}`, label: s.supplierId === null ? noSupplier : `${s.supplierName || s.supplierId} (${s.supplierId})`, figures: s }))
        : // Newest day first, as people read a table; the chart runs oldest to newest.
          [...data.days].reverse().map((d) => ({ key: d.day, label: i18n.date(dayDate(d.day), { dateStyle: 'medium', timeZone: 'UTC' }), figures: d }));
  const rowHeader =
    shown === 'merchant'
      ? t({ id: 'statistics.fields.merchant', message: 'Merchant' })
      : shown === 'supplier'
        ? t({ id: 'statistics.fields.supplier', message: 'Supplier' })
        : t({ id: 'statistics.fields.day', message: 'Day' });

  return (
    <>
      <p className={styles.note}>{zoneText}</p>
      <SummaryFigures total={data.total} />
      {data.total.orderCount === 0 ? (
        <ErrorBlock status="empty" title={t({ id: 'statistics.texts.empty', message: 'No orders in this range' })} description="" />
      ) : (
        <>
          <DayChart days={data.days} />
          {groupings.length > 1 && (
            <div className={styles.groupings} role="group" aria-label={t({ id: 'statistics.titles.grouping', message: 'Table rows' })}>
              {groupings.map((g) => (
                <Button key={g} size="small" className={styles.quickButton} color={shown === g ? 'primary' : 'default'} aria-pressed={shown === g} onClick={() => onGrouping(g)}>
                  {label[g]}
                </Button>
              ))}
            </div>
          )}
          <FiguresTable title={label[shown]} rowHeader={rowHeader} rows={rows} like={data.total} />
        </>
      )}
    </>
  );
}
