import { useLingui } from '@lingui/react/macro';
import { Button, ErrorBlock } from 'antd-mobile';
import { useMemo } from 'react';
import { beijingTimeZone, type PayoutFigures, type PayoutStatistics } from '../../../contract/index.ts';
import { DayChart, type ChartWords, FigureRowsTable, type TableRow, statisticsStyles as styles, SummaryFigures, dayDate, type Grouping } from '../../statistics/index.ts';
import { chartDay, sumPayoutRows } from '../figures.ts';
import { usePayoutColumns } from './use-payout-columns.ts';

interface Props {
  data: PayoutStatistics;
  grouping: Grouping;
  groupings: readonly Grouping[];
  onGrouping: (g: Grouping) => void;
}

/** One answer's figures: the zone of its days, the totals, the chart, and the table whose totals row equals them. */
export function PayoutStatisticsBody({ data, grouping, groupings, onGrouping }: Props) {
  const { t, i18n } = useLingui();
  const columns = usePayoutColumns(data.total);
  // One array per answer: the chart redraws when its days change, not on every render.
  const chartDays = useMemo(() => data.days.map(chartDay), [data.days]);
  const label: Record<Grouping, string> = {
    day: t({ id: 'statistics.buttons.byDay', message: 'By day' }),
    merchant: t({ id: 'statistics.buttons.byMerchant', message: 'By merchant' }),
    supplier: t({ id: 'statistics.buttons.bySupplier', message: 'By supplier' }),
  };
  const zone = data.timeZone;
  const zoneText =
    zone === beijingTimeZone ? t({ id: 'statistics.texts.beijingDays', message: 'Days in Beijing time (UTC+8)' }) : t({ id: 'statistics.texts.zoneDays', message: `Days in time zone ${zone}` });
  const unclaimed = t({ id: 'payoutStatistics.texts.unclaimed', message: 'Not claimed' });
  const shown: Grouping = (grouping === 'merchant' && data.merchants) || (grouping === 'supplier' && data.suppliers) ? grouping : 'day';
  const rows: TableRow<PayoutFigures>[] =
    shown === 'merchant'
      ? (data.merchants ?? []).map((m) => ({ key: `m${m.merchantId}`, label: m.merchantName ? `${m.merchantName} (${m.merchantId})` : String(m.merchantId), figures: m }))
      : shown === 'supplier'
        ? (data.suppliers ?? []).map((s) => ({ key: `s${s.supplierId ?? 'none'}`, label: s.supplierId === null ? unclaimed : `${s.supplierName || s.supplierId} (${s.supplierId})`, figures: s }))
        : // Newest day first, as people read a table; the chart runs oldest to newest.
          [...data.days].reverse().map((d) => ({ key: d.day, label: i18n.date(dayDate(d.day), { dateStyle: 'medium', timeZone: 'UTC' }), figures: d }));
  const rowHeader =
    shown === 'merchant'
      ? t({ id: 'statistics.fields.merchant', message: 'Merchant' })
      : shown === 'supplier'
        ? t({ id: 'statistics.fields.supplier', message: 'Supplier' })
        : t({ id: 'statistics.fields.day', message: 'Day' });
  const words: ChartWords = {
    count: t({ id: 'payoutStatistics.fields.payouts', message: 'Payouts' }),
    totals: ({ first, last, count, done, amount }) =>
      t({ id: 'payoutStatistics.chart.summary', message: `From ${first} to ${last}: ${count} payouts, ${done} completed, amount ${amount}.` }),
  };
  const total = sumPayoutRows(
    rows.map((r) => r.figures),
    data.total,
  );

  return (
    <>
      <p className={styles.note}>{zoneText}</p>
      <SummaryFigures cards={columns.map((c) => ({ key: c.key, label: c.label, value: c.text(data.total) }))} />
      {data.total.createdCount === 0 ? (
        <ErrorBlock status="empty" title={t({ id: 'payoutStatistics.texts.empty', message: 'No payouts in this range' })} description="" />
      ) : (
        <>
          <DayChart days={chartDays} words={words} />
          {groupings.length > 1 && (
            <div className={styles.groupings} role="group" aria-label={t({ id: 'statistics.titles.grouping', message: 'Table rows' })}>
              {groupings.map((g) => (
                <Button key={g} size="small" className={styles.quickButton} color={shown === g ? 'primary' : 'default'} aria-pressed={shown === g} onClick={() => onGrouping(g)}>
                  {label[g]}
                </Button>
              ))}
            </div>
          )}
          <FigureRowsTable title={label[shown]} rowHeader={rowHeader} rows={rows} columns={columns} total={total} />
        </>
      )}
    </>
  );
}
