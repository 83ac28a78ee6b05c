import { compileSmsPattern, readSms, type SmsReading, type StatementDirectionId } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { templatesFor, type SmsTemplateRecord } from './repository.ts';

export interface TemplateReading {
  templateId: number;
  direction: StatementDirectionId;
  reading: SmsReading;
}

/**
 * The sender ids an SMS may be filed under: Indian operators prefix the bank's id with a route
 * code ("VM-HDFCBK", "AD-HDFCBK"), so a template for HDFCBK reads all of them.
 */
export function senderKeys(sender: string): string[] {
  const s = sender.trim().toLowerCase();
  if (!s) return [];
  const bare = s.slice(s.lastIndexOf('-') + 1);
  return bare && bare !== s ? [s, bare] : [s];
}

/** A template's reading of one SMS, or null (a stored pattern that no longer compiles reads nothing). */
export function readWith(
  t: Pick<SmsTemplateRecord, 'pattern' | 'timeFormat' | 'utcOffsetMinutes'>,
  sms: string,
): SmsReading | null {
  const compiled = compileSmsPattern(t.pattern, t.timeFormat);
  return compiled.ok ? readSms(compiled.value, sms, t.utcOffsetMinutes) : null;
}

/**
 * Reads a reported SMS with the templates that may apply, most specific first: the account's
 * bank before other banks, a named sender before the bank's catch-all, then the oldest. The
 * first that reads it wins; null when none does.
 */
export async function readReportedSms(
  db: DbOrTx,
  sms: { sender: string; content: string; bankName: string },
): Promise<TemplateReading | null> {
  if (!sms.content.trim()) return null;
  const bank = sms.bankName.trim().toLowerCase();
  const rank = (t: SmsTemplateRecord) => (t.bankName.trim().toLowerCase() === bank ? 0 : 2) + (t.sender === '' ? 1 : 0);
  const templates = (await templatesFor(db, senderKeys(sms.sender), sms.bankName.trim())).sort(
    (a, b) => rank(a) - rank(b) || a.id - b.id,
  );
  for (const t of templates) {
    const reading = readWith(t, sms.content);
    if (reading) return { templateId: t.id, direction: t.direction as StatementDirectionId, reading };
  }
  return null;
}
