// The Telegram bots (decision 077): the main bot's and the relay bot's routes and
// runtimes, and what other modules use of the main bot: sending a message to a chat, and the group
// text messages (bookkeeping reads "+1000 USDT").
export { telegramBotRoutes } from './routes.ts';
export { relayBotRoutes } from './relay-routes.ts';
export { botMessenger, onBotGroupText } from './messenger.ts';
export type { GroupTextMessage } from './bot.ts';
