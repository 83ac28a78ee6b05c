/** The payout statistics pages reuse the order statistics frame, charts, table and filters. */
export { type ChartWords, DayChart } from './components/day-chart.tsx';
export { FiguresBodyFrame } from './components/figures-body-frame.tsx';
export { FigureRowsTable, type FigureColumn } from './components/figures-table.tsx';
export { StatisticsFrame } from './components/statistics-frame.tsx';
export { SummaryFigures } from './components/summary-figures.tsx';
export { useStatisticsPage } from './components/use-statistics-page.ts';
export { type ChartDay } from './figures.ts';
export { type Grouping, type StatisticsKey, figuresInput } from './filters.ts';
