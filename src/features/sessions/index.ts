/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadOnlineUsersPage = () => import('./components/online-users-page.tsx').then((m) => m.OnlineUsersPage);

/** The profile page's own sessions section uses the online users' keys, list, card and force-logout. */
export { useForceLogout } from './api/force-logout.ts';
export { useSessions } from './api/get-sessions.ts';
export { sessionKeys } from './api/keys.ts';
export { SessionCard } from './components/session-card.tsx';
export { default as sessionsStyles } from './components/online-users-page.module.css';
