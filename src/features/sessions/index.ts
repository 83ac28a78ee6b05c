/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadOnlineUsersPage = () => import('./components/online-users-page.tsx').then((m) => m.OnlineUsersPage);

/** What other features and the app shell use from this one. */
export { useForceLogout } from './api/force-logout.ts';
export { useSessions } from './api/get-sessions.ts';
export { sessionKeys } from './api/keys.ts';
export { SessionCard } from './components/session-card.tsx';
