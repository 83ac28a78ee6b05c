/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadMessagesPage = () => import('./components/messages-page.tsx').then((m) => m.MessagesPage);

/** The inbox's query keys: the offline queue refreshes the inbox after replaying moves. */
export { messageKeys } from './api/keys.ts';

/** The unread count the header shows on the avatar and in the user menu. */
export { useUnreadCount } from './api/get-messages.ts';
