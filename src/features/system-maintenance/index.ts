/** The page registry (src/app/routes/pages.tsx) loads this; the page is its own chunk. */
export const loadSystemMaintenancePage = () =>
  import('./components/system-maintenance-page.tsx').then((m) => m.SystemMaintenancePage);
