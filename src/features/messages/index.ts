/** The inbox's query keys: the offline queue refreshes the inbox after replaying moves. */
export { messageKeys } from './api/keys.ts';

/** The unread count the header shows on the avatar and in the user menu. */
export { useUnreadCount } from './api/get-messages.ts';
