/** What other features and the app shell use from this one. */
export { LiveHost } from './live-host.tsx';
export { noticeUrl } from './live-session.ts';
