// The bot's scheduled messages (issue 17 item 1): supplement reminders, daily fund records,
// failed-callback announcements. The bot runtime passes its messenger to startBotJobs.
export type { BotMessenger } from './messenger.ts';
export { groupsOfUsers, type TargetGroup } from './groups.ts';
export { runBotJobs, startBotJobs } from './job.ts';
export { money } from './texts.ts';
export { runSupplementReminders, reminderEveryMs, reminderFirstAfterMs, reminderWindowMs } from './reminders.ts';
export { runDailyFundRecords, digestTimeZone } from './daily-fund-records.ts';
export { runCallbackFailureAnnouncements, callbackLink } from './callback-announcements.ts';
