// The bot's scheduled messages (decision 077): supplement reminders, daily fund records,
// failed-callback announcements. The bot runtime passes its messenger to startBotJobs.
export type { BotMessenger } from './messenger.ts';
export { startBotJobs } from './job.ts';
export { money } from './texts.ts';
export { runSupplementReminders } from './reminders.ts';
export { runDailyFundRecords } from './daily-fund-records.ts';
export { runCallbackFailureAnnouncements } from './callback-announcements.ts';
