/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadMonitorLogPage = () => import('./components/monitor-log-page.tsx').then((m) => m.MonitorLogPage);
