import type { Language } from '../../../src/contract/index.ts';
import { money } from '../bot-jobs/index.ts';

/**
 * The bot's answer to a report it recorded: the group sees it was heard, under which number staff
 * will find it, and that no balance moved yet. Plain text in the group's language, like the jobs' texts.
 */
export function reportRecordedText(lang: Language, recorded: { id: number; amount: number; currency: string }): string {
  const amount = `${money(recorded.amount, true)}${recorded.currency ? ` ${recorded.currency}` : ''}`;
  return {
    'zh-CN': `📝 已登记 ${amount}（记录 #${recorded.id}），工作人员确认后才会变动余额。`,
    'zh-TW': `📝 已登記 ${amount}（記錄 #${recorded.id}），工作人員確認後才會變動餘額。`,
    'en-US': `📝 Recorded ${amount} as report #${recorded.id}; no balance changes until staff confirm it.`,
  }[lang];
}
