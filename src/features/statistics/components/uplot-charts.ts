import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from '../figures.ts';

/** The words and number formats of the charts, in the UI language. */
export interface ChartText {
  amount: string;
  orders: string;
  successRate: string;
  dayLabel: (day: string) => string;
  money: (major: number) => string;
  count: (n: number) => string;
}

const amountColor = '#1062e6';
const ordersColor = '#c2410c';
const rateColor = '#007a4d';
const axisFont = '12px system-ui, sans-serif';

/** Whole-day ticks only: the x scale counts days (0, 1, 2…), not time. */
const dayIncrs = [1, 2, 3, 5, 7, 14, 30, 60, 90, 180];

function dayAxis(series: ChartSeries, text: ChartText): uPlot.Axis {
  return {
    font: axisFont,
    space: 56,
    incrs: dayIncrs,
    values: (_u, splits) =>
      splits.map((i) => (Number.isInteger(i) && series.days[i] ? text.dayLabel(series.days[i]) : '')),
  };
}

const xScale: uPlot.Scale = { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] };

/** Amount per day as bars (left axis) and orders per day as a line (right axis). */
function volumeOptions(series: ChartSeries, text: ChartText, width: number): uPlot.Options {
  return {
    width,
    height: 220,
    legend: { show: true, live: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: xScale,
      amount: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      orders: { range: (_u, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 1] },
    },
    series: [
      {},
      {
        label: text.amount,
        scale: 'amount',
        stroke: amountColor,
        fill: `${amountColor}99`,
        width: 1,
        paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
        points: { show: false },
      },
      {
        label: text.orders,
        scale: 'orders',
        stroke: ordersColor,
        width: 2,
        points: { show: series.days.length <= 31, size: 5 },
      },
    ],
    axes: [
      dayAxis(series, text),
      { scale: 'amount', font: axisFont, size: 56, values: (_u, splits) => splits.map((v) => text.money(v)) },
      {
        scale: 'orders',
        side: 1,
        font: axisFont,
        size: 40,
        grid: { show: false },
        values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? text.count(v) : '')),
      },
    ],
  };
}

/** The success rate per day, 0 to 100 %. */
function rateOptions(series: ChartSeries, text: ChartText, width: number): uPlot.Options {
  return {
    width,
    height: 150,
    legend: { show: true, live: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: xScale, rate: { range: [0, 100] } },
    series: [
      {},
      {
        label: text.successRate,
        scale: 'rate',
        stroke: rateColor,
        width: 2,
        spanGaps: false,
        points: { show: series.days.length <= 31, size: 5 },
      },
    ],
    axes: [
      dayAxis(series, text),
      { scale: 'rate', font: axisFont, size: 48, incrs: [25, 50], values: (_u, splits) => splits.map((v) => `${v}%`) },
    ],
  };
}

export interface Charts {
  resize: (width: number) => void;
  destroy: () => void;
}

/** Draws the two charts into their boxes; the caller resizes them with the page and destroys them on unmount. */
export function drawCharts(
  volumeBox: HTMLElement,
  rateBox: HTMLElement,
  series: ChartSeries,
  text: ChartText,
  width: number,
): Charts {
  const x = series.days.map((_d, i) => i);
  const volume = new uPlot(volumeOptions(series, text, width), [x, series.amount, series.orders], volumeBox);
  const rate = new uPlot(rateOptions(series, text, width), [x, series.successRate], rateBox);
  return {
    resize: (w) => {
      volume.setSize({ width: w, height: 220 });
      rate.setSize({ width: w, height: 150 });
    },
    destroy: () => {
      volume.destroy();
      rate.destroy();
    },
  };
}
