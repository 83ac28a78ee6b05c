import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const homePage: PageRef = {
  modules: ['home/page.ts'],
  load: () => import('./page.ts').then((m) => m.homePage),
};

/** The routes of this feature's pages (product 2.1); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'home',
    path: '/home',
    title: msg({ id: 'routes.home', message: 'Home' }),
    access: 'anyUser',
    view: homePage,
  },
];
