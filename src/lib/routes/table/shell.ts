import { msg } from '@lingui/core/macro';
import type { RouteDecl } from '../types.ts';

/** Spec 2.1 and 2.7: home and the pages every signed-in user has, hidden from the menu. */
export const shellRoutes: RouteDecl[] = [
  {
    name: 'home',
    path: '/home',
    title: msg({ id: 'routes.home', message: 'Home' }),
    access: 'anyUser',
    view: { page: 'home' },
  },
  {
    name: 'message_page',
    path: '/message',
    title: msg({ id: 'routes.messages', message: 'Messages' }),
    access: 'anyUser',
    hidden: true,
    cache: false,
    view: { page: 'messages' },
  },
  {
    name: 'error_logger_page',
    path: '/error-logger',
    title: msg({ id: 'routes.errorLogger', message: 'Error log' }),
    access: 'anyUser',
    hidden: true,
    cache: false,
    view: { page: 'errorLogger' },
  },
];
