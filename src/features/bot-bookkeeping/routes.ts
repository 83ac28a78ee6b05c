import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const botFundRecordsPage: PageRef = {
  modules: ['bot-bookkeeping/components/bot-fund-records-page.tsx'],
  load: () => import('./components/bot-fund-records-page.tsx').then((m) => m.BotFundRecordsPage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'botFundRecords',
    path: '/systemManager/botFundRecord',
    title: msg({ id: 'routes.botFundRecords', message: 'Bot bookkeeping' }),
    group: 'system.bots',
    view: botFundRecordsPage,
  },
];
