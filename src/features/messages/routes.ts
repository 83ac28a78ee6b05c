import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const messagesPage: PageRef = {
  modules: ['messages/components/messages-page.tsx'],
  load: () => import('./components/messages-page.tsx').then((m) => m.MessagesPage),
};

/** The routes of this feature's pages (product 2.1); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'message_page',
    path: '/message',
    title: msg({ id: 'routes.messages', message: 'Messages' }),
    access: 'anyUser',
    hidden: true,
    cache: false,
    view: messagesPage,
  },
];
