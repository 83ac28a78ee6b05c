import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const errorLogPage: PageRef = {
  modules: ['error-log/components/error-log-page.tsx'],
  load: () => import('./components/error-log-page.tsx').then((m) => m.ErrorLogPage),
};

/** The routes of this feature's pages (product 2.1); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'error_logger_page',
    path: '/error-logger',
    title: msg({ id: 'routes.errorLogger', message: 'Error log' }),
    access: 'anyUser',
    hidden: true,
    cache: false,
    view: errorLogPage,
  },
];
