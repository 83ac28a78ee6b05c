import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const botInfoPage: PageRef = {
  modules: ['telegram-bot/components/bot-info-page.tsx'],
  load: () => import('./components/bot-info-page.tsx').then((m) => m.BotInfoPage),
};

const botWhitelistPage: PageRef = {
  modules: ['telegram-bot/components/whitelist-page.tsx'],
  load: () => import('./components/whitelist-page.tsx').then((m) => m.BotWhitelistPage),
};

const relayBotInfoPage: PageRef = {
  modules: ['telegram-bot/components/relay-info-page.tsx'],
  load: () => import('./components/relay-info-page.tsx').then((m) => m.RelayBotInfoPage),
};

const relayPairsPage: PageRef = {
  modules: ['telegram-bot/components/relay-pairs-page.tsx'],
  load: () => import('./components/relay-pairs-page.tsx').then((m) => m.RelayPairsPage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'tgWhiteList',
    path: '/systemManager/tgWhiteList',
    title: msg({ id: 'routes.tgWhiteList', message: 'Group whitelist' }),
    variants: ['readonly', 'customerService'],
    group: 'system.bots',
    view: botWhitelistPage,
  },
  {
    name: 'botInfo',
    path: '/systemManager/botInfo',
    title: msg({ id: 'routes.botInfo', message: 'Bot settings' }),
    variants: ['customerService'],
    group: 'system.bots',
    view: botInfoPage,
  },
  {
    name: 'transferBotInfo',
    path: '/systemManager/transferBotInfo',
    title: msg({ id: 'routes.transferBotInfo', message: 'Relay bot settings' }),
    variants: ['customerService'],
    group: 'system.bots',
    view: relayBotInfoPage,
  },
  {
    // Product 2.8 names only its customerService variant; the path is ours (docs/app-shell.md, route table).
    name: 'tgBotGroups',
    path: '/systemManager/tgBotGroup',
    title: msg({ id: 'routes.tgBotGroups', message: 'Bot group settings' }),
    variants: ['customerService'],
    group: 'system.bots',
    view: relayPairsPage,
  },
];
