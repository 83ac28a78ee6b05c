/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadProfilePage = () => import('./components/profile-page.tsx').then((m) => m.ProfilePage);
