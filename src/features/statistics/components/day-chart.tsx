import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/money.ts';
import { chartSeries, chartSummary, dayDate, type ChartDay } from '../figures.ts';
import type { Charts } from './uplot-charts.ts';
import styles from './statistics.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

/**
 * Amount and orders per day, and the success rate per day, drawn by uPlot. uPlot (about 50 KB) is
 * imported only when a chart is shown, so it loads on the statistics pages alone. The figure's
 * caption says the same in words for screen readers and for a chart that could not load.
 */
/** Another feature's words for the chart (the payout statistics): the count's name and the caption's totals. */
export interface ChartWords {
  count: string;
  totals: (parts: { first: string; last: string; count: string; done: string; amount: string }) => string;
}

export function DayChart({ days, words }: { days: readonly ChartDay[]; words?: ChartWords }) {
  const { t, i18n } = useLingui();
  const volumeRef = useRef<HTMLDivElement>(null);
  const rateRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);
  const summary = chartSummary(days);
  const countLabel = words?.count;

  useEffect(() => {
    const box = boxRef.current;
    const volumeBox = volumeRef.current;
    const rateBox = rateRef.current;
    if (!box || !volumeBox || !rateBox) return;
    let charts: Charts | null = null;
    let cancelled = false;
    const width = () => Math.max(240, Math.floor(box.clientWidth));
    const observer = new ResizeObserver(() => charts?.resize(width()));
    import('./uplot-charts.ts').then(
      ({ drawCharts }) => {
        if (cancelled) return;
        const dayLabel = (day: string) =>
          formatTime(i18n, dayDate(day), { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
        charts = drawCharts(
          volumeBox,
          rateBox,
          chartSeries(days),
          {
            amount: t({ id: 'statistics.fields.amount', message: 'Amount' }),
            orders: countLabel ?? t({ id: 'statistics.fields.orders', message: 'Orders' }),
            successRate: t({ id: 'statistics.fields.successRate', message: 'Success rate' }),
            dayLabel,
            money: (v) => i18n.number(v, { notation: 'compact', maximumFractionDigits: 1 }),
            count: (v) => i18n.number(v),
          },
          width(),
        );
        observer.observe(box);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      observer.disconnect();
      charts?.destroy();
    };
  }, [days, i18n, t, countLabel]);

  const day = (d: string) => formatTime(i18n, dayDate(d), { dateStyle: 'medium', timeZone: 'UTC' });
  const caption = summary ? captionText(summary) : '';
  function captionText(s: NonNullable<typeof summary>): string {
    const first = day(s.first);
    const last = day(s.last);
    const orders = i18n.number(s.orders);
    const paid = i18n.number(s.successCount);
    const amount = formatMoney(i18n, s.amount);
    const totals = words
      ? words.totals({ first, last, count: orders, done: paid, amount })
      : t({
          id: 'statistics.chart.summary',
          message: `From ${first} to ${last}: ${orders} orders, ${paid} paid, amount ${amount}.`,
        });
    if (!s.busiestDay) return totals;
    const busiest = day(s.busiestDay);
    const busiestAmount = formatMoney(i18n, s.busiestAmount);
    return `${totals} ${t({ id: 'statistics.chart.busiest', message: `Largest amount on ${busiest}: ${busiestAmount}.` })}`;
  }

  return (
    <figure
      ref={boxRef}
      className={styles.chart}
      aria-labelledby="statistics-chart-caption"
      data-testid="statistics-chart"
    >
      <div ref={volumeRef} aria-hidden="true" />
      <div ref={rateRef} aria-hidden="true" />
      {failed && (
        <p className={styles.note}>
          {t({
            id: 'statistics.chart.failed',
            message: 'The chart could not be loaded; the figures are in the table below.',
          })}
        </p>
      )}
      <figcaption id="statistics-chart-caption" className={styles.caption} data-testid="statistics-chart-summary">
        {caption}
      </figcaption>
    </figure>
  );
}
