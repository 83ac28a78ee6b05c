/** The page registry (src/app/routes/pages.tsx) loads it; the page is its own chunk. */
export const loadBotFundRecordsPage = () =>
  import('./components/bot-fund-records-page.tsx').then((m) => m.BotFundRecordsPage);
