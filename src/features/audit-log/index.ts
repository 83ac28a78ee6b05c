/** The page registry (src/app/routes/pages.tsx) loads this; the page is its own chunk. */
export const loadAuditLogPage = () => import('./components/audit-log-page.tsx').then((m) => m.AuditLogPage);
