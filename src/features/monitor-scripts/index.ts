/** The page registry (src/app/routes/pages.tsx) loads this; the page is its own chunk. */
export const loadMonitorScriptsPage = () =>
  import('./components/monitor-scripts-page.tsx').then((m) => m.MonitorScriptsPage);
