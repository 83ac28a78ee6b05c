/**
 * Reads a group's report of a deposit or settlement: a sign, an amount and maybe a currency, and
 * nothing else ("+1000 USDT", "-500", "+1,000.50 INR"). Strict on purpose: any other chat in the
 * group ("got 1000", "+1000 thanks", "1000") is not a report, so the bot never writes a record
 * from a conversation. Pure: no database, no clock.
 */

export interface GroupReport {
  /** Signed minor units (two decimals): positive a deposit, negative a settlement. */
  amount: number;
  /** Upper case, one of reportCurrencies; '' when the report named none. */
  currency: string;
}

/** The longest text looked at; a report is short. */
export const reportMaxLength = 40;
/** At most 10 billion in major units, like a balance operation. */
const maxMinor = 1_000_000_000_000;

/** Currencies a report may name (case-insensitive). A word outside the list makes it no report. */
export const reportCurrencies = [
  'USDT',
  'USD',
  'INR',
  'CNY',
  'RMB',
  'EUR',
  'BDT',
  'PKR',
  'KES',
  'PHP',
  'THB',
  'VND',
  'IDR',
  'BRL',
] as const;

// Sign, then digits (grouped by commas in threes, or plain, at most 13), two decimals at most,
// then optionally spaces and a currency of letters.
const pattern = /^([+-]) ?((?:\d{1,3}(?:,\d{3})+)|\d{1,13})(?:\.(\d{1,2}))? *([A-Za-z]{3,4})?$/;

export function parseGroupReport(text: string): GroupReport | null {
  if (typeof text !== 'string' || text.length > reportMaxLength) return null;
  // Full-width signs and the minus sign typed by phone keyboards count as + and -.
  const normal = text
    .trim()
    .replace(/^[＋]/, '+')
    .replace(/^[－−–]/, '-');
  const m = pattern.exec(normal);
  if (!m) return null;
  const [, sign, whole, fraction = '', word] = m;
  const digits = whole!.replace(/,/g, '');
  if (digits.length > 1 && digits.startsWith('0')) return null;
  const minor = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor) || minor === 0 || minor > maxMinor) return null;
  const currency = word ? word.toUpperCase() : '';
  if (currency !== '' && !(reportCurrencies as readonly string[]).includes(currency)) return null;
  return { amount: sign === '-' ? -minor : minor, currency };
}
