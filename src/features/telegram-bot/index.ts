/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadBotInfoPage = () => import('./components/bot-info-page.tsx').then((m) => m.BotInfoPage);
export const loadBotWhitelistPage = () => import('./components/whitelist-page.tsx').then((m) => m.BotWhitelistPage);
export const loadRelayBotInfoPage = () => import('./components/relay-info-page.tsx').then((m) => m.RelayBotInfoPage);
export const loadRelayPairsPage = () => import('./components/relay-pairs-page.tsx').then((m) => m.RelayPairsPage);
