/** The live host the layout mounts, and the page a push notice opens (the push switch). */
export { LiveHost } from './live-host.tsx';
export { noticeUrl } from './live-session.ts';
