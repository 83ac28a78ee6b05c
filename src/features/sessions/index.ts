/** The profile page's own sessions section uses the online users' keys, list, card and force-logout. */
export { useForceLogout } from './api/force-logout.ts';
export { useSessions } from './api/get-sessions.ts';
export { sessionKeys } from './api/keys.ts';
export { SessionCard } from './components/session-card.tsx';
export { default as sessionsStyles } from './components/online-users-page.module.css';
