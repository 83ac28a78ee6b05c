/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadStaffAccountsPage = () =>
  import('./components/staff-accounts-page.tsx').then((m) => m.StaffAccountsPage);
