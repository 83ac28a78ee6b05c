import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const entityViewPage: PageRef = {
  modules: ['entity-view/components/entity-view-page.tsx'],
  load: () => import('./components/entity-view-page.tsx').then((m) => m.EntityViewPage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'entityDataView',
    path: '/entity-data-view',
    title: msg({ id: 'routes.entityDataView', message: 'Entity data viewer' }),
    access: ['superAdmin'],
    variants: ['readonly'],
    group: 'system.settings',
    view: entityViewPage,
  },
];
