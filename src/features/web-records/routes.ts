import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const webRecordsPage: PageRef = {
  modules: ['web-records/components/web-records-page.tsx'],
  load: () => import('./components/web-records-page.tsx').then((m) => m.WebRecordsPage),
};

/** The routes of this feature's pages (product 2.4); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'webMessages',
    path: '/bankStatement/webMessageRecord-admin',
    title: msg({ id: 'routes.webMessages', message: 'Web messages' }),
    access: ['superAdmin', 'admin', 'supplier'],
    variants: ['customerService'],
    group: 'collection',
    view: webRecordsPage,
  },
  {
    name: 'weChatRecords',
    path: '/bankStatement/weChatRecord-admin',
    title: msg({ id: 'routes.weChatRecords', message: 'WeChat records' }),
    access: ['superAdmin', 'admin', 'supplier'],
    variants: ['customerService'],
    group: 'collection',
    view: webRecordsPage,
  },
  {
    name: 'usdtRecords',
    path: '/bankStatement/usdtTransactionRecord-admin',
    title: msg({ id: 'routes.usdtRecords', message: 'USDT records' }),
    access: ['superAdmin', 'admin', 'supplier'],
    variants: ['customerService'],
    group: 'collection',
    view: webRecordsPage,
  },
];
