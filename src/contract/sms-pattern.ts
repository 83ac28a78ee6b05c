/**
 * The SMS template language (product 3 SMS template; decision 057). Operators type patterns, so
 * they never reach a regular-expression engine: a pattern is literal text with placeholders
 *
 *   Rs {amount} credited to a/c XX{tail} on {time} UTR {utr}. Avl bal Rs {balance}{*}
 *
 * and is read by a matcher that remembers every (placeholder, position) it has already failed
 * from, so its work is bounded by tokens x text length x the longest a field may be: no input,
 * hostile or not, makes it backtrack exponentially. Pure: the server reads reports with it, the
 * app checks a pattern as it is typed.
 *
 * Rules: the whole SMS (trimmed) must match, start to end; letters compare without case; a run
 * of spaces in the pattern matches any run of white space (or none); {*} skips any text (at most
 * `skipMax` characters). Fields: {amount} and {balance} are money ("1,23,456.78"), {utr} is a
 * reference of 6 to 35 letters and digits, {tail} the account's last 2 to 8 digits, {time} the
 * bank's time written in the template's time format (yyyy yy MMM MM M dd d HH H hh h mm ss a).
 */

export const smsFields = ['amount', 'utr', 'balance', 'tail', 'time'] as const;
export type SmsField = (typeof smsFields)[number];

export const smsPatternLimits = {
  patternMax: 500,
  timeFormatMax: 40,
  textMax: 2000,
  tokensMax: 60,
  skipsMax: 4,
  skipMax: 300,
  /**
   * Work a reading may take. The bound of the language is below it (4 skips x 2,001 positions x
   * 301 ends, plus 5 fields x 2,001 x 35 lengths, plus the literals): reaching it means a bug,
   * and the SMS then reads as nothing rather than holding the report.
   */
  stepsMax: 5_000_000,
} as const;

/** What a template read from one SMS. Money in minor units; time ISO 8601 UTC. */
export interface SmsReading {
  amount: number;
  utr: string | null;
  balance: number | null;
  tail: string | null;
  time: string | null;
}

export type SmsPatternProblem =
  | 'unknownPlaceholder'
  | 'repeatedField'
  | 'noAmount'
  | 'tooManySkips'
  | 'tooLong'
  | 'unclosedBrace'
  | 'timeFormatMissing'
  | 'timeFormatInvalid';

type Token = { kind: 'text'; text: string } | { kind: 'space' } | { kind: 'field'; field: SmsField } | { kind: 'skip' };

export interface CompiledSmsPattern {
  tokens: readonly Token[];
  time: CompiledTimeFormat | null;
}

type Compiled<T> = { ok: true; value: T } | { ok: false; problem: SmsPatternProblem };

/** Lower case unit by unit, so positions in the text and its lower case stay the same. */
function lowerUnits(text: string): string {
  let out = '';
  for (const c of text.split('')) {
    const l = c.toLowerCase();
    out += l.length === 1 ? l : c;
  }
  return out;
}

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0';

export function compileSmsPattern(pattern: string, timeFormat = ''): Compiled<CompiledSmsPattern> {
  const src = pattern.trim();
  if (src.length === 0 || src.length > smsPatternLimits.patternMax) return { ok: false, problem: 'tooLong' };
  const tokens: Token[] = [];
  const seen = new Set<SmsField>();
  let literal = '';
  const flush = () => {
    if (literal) tokens.push({ kind: 'text', text: lowerUnits(literal) });
    literal = '';
  };
  for (let i = 0; i < src.length;) {
    const c = src[i]!;
    if (isSpace(c)) {
      flush();
      if (tokens.at(-1)?.kind !== 'space') tokens.push({ kind: 'space' });
      while (i < src.length && isSpace(src[i]!)) i++;
      continue;
    }
    if (c !== '{') {
      literal += c;
      i++;
      continue;
    }
    const close = src.indexOf('}', i);
    if (close < 0) return { ok: false, problem: 'unclosedBrace' };
    const name = src.slice(i + 1, close).trim();
    flush();
    if (name === '*') tokens.push({ kind: 'skip' });
    else if ((smsFields as readonly string[]).includes(name)) {
      const field = name as SmsField;
      if (seen.has(field)) return { ok: false, problem: 'repeatedField' };
      seen.add(field);
      tokens.push({ kind: 'field', field });
    } else return { ok: false, problem: 'unknownPlaceholder' };
    i = close + 1;
  }
  flush();
  if (!seen.has('amount')) return { ok: false, problem: 'noAmount' };
  if (tokens.length > smsPatternLimits.tokensMax) return { ok: false, problem: 'tooLong' };
  if (tokens.filter((t) => t.kind === 'skip').length > smsPatternLimits.skipsMax)
    return { ok: false, problem: 'tooManySkips' };
  let time: CompiledTimeFormat | null = null;
  if (seen.has('time')) {
    if (!timeFormat.trim()) return { ok: false, problem: 'timeFormatMissing' };
    const t = compileTimeFormat(timeFormat);
    if (!t.ok) return t;
    time = t.value;
  }
  return { ok: true, value: { tokens, time } };
}

// ---- time formats -------------------------------------------------------------------------

type TimePart =
  'year4' | 'year2' | 'monthName' | 'month' | 'day' | 'hour24' | 'hour12' | 'minute' | 'second' | 'meridiem';
const timeTokens: readonly [string, TimePart, string][] = [
  ['yyyy', 'year4', '(\\d{4})'],
  ['yy', 'year2', '(\\d{2})'],
  ['MMM', 'monthName', '([A-Za-z]{3})'],
  ['MM', 'month', '(\\d{2})'],
  ['M', 'month', '(\\d{1,2})'],
  ['dd', 'day', '(\\d{2})'],
  ['d', 'day', '(\\d{1,2})'],
  ['HH', 'hour24', '(\\d{2})'],
  ['H', 'hour24', '(\\d{1,2})'],
  ['hh', 'hour12', '(\\d{2})'],
  ['h', 'hour12', '(\\d{1,2})'],
  ['mm', 'minute', '(\\d{2})'],
  ['ss', 'second', '(\\d{2})'],
  ['a', 'meridiem', '([AaPp][Mm])'],
];
const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export interface CompiledTimeFormat {
  /**
   * Sticky, built only from our own fixed pieces (digit runs of 1 to 4, three letters, escaped
   * literals): at most a few optional digits to retry, whatever the format says.
   */
  regex: RegExp;
  parts: TimePart[];
}

export function compileTimeFormat(format: string): Compiled<CompiledTimeFormat> {
  const src = format.trim();
  if (src.length === 0 || src.length > smsPatternLimits.timeFormatMax)
    return { ok: false, problem: 'timeFormatInvalid' };
  let re = '';
  const parts: TimePart[] = [];
  for (let i = 0; i < src.length;) {
    const hit = timeTokens.find(([tok]) => src.startsWith(tok, i));
    if (hit) {
      if (parts.includes(hit[1])) return { ok: false, problem: 'timeFormatInvalid' };
      parts.push(hit[1]);
      re += hit[2];
      i += hit[0].length;
      continue;
    }
    const c = src[i]!;
    if (/[A-Za-z]/.test(c)) return { ok: false, problem: 'timeFormatInvalid' };
    if (isSpace(c)) {
      while (i < src.length && isSpace(src[i]!)) i++;
      re += '\\s+';
      continue;
    }
    re += c.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
    i++;
  }
  const has = (p: TimePart) => parts.includes(p);
  if (!(has('year4') || has('year2')) || !(has('month') || has('monthName')) || !has('day'))
    return { ok: false, problem: 'timeFormatInvalid' };
  if (has('hour12') !== has('meridiem') || (has('hour12') && has('hour24')))
    return { ok: false, problem: 'timeFormatInvalid' };
  return { ok: true, value: { regex: new RegExp(re, 'y'), parts } };
}

/** The end of a time written at `pos` and the instant it names, or null. */
function readTime(
  format: CompiledTimeFormat,
  text: string,
  pos: number,
  utcOffsetMinutes: number,
): { end: number; iso: string } | null {
  format.regex.lastIndex = pos;
  const m = format.regex.exec(text);
  if (!m) return null;
  const v: Partial<Record<TimePart, string>> = {};
  format.parts.forEach((p, i) => (v[p] = m[i + 1]));
  const year = v.year4 ? Number(v.year4) : 2000 + Number(v.year2);
  const month = v.monthName ? monthNames.indexOf(v.monthName.toLowerCase()) + 1 : Number(v.month);
  const day = Number(v.day);
  let hour = Number(v.hour24 ?? v.hour12 ?? 0);
  if (v.hour12) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (v.meridiem?.toLowerCase() === 'pm' ? 12 : 0);
  }
  const minute = Number(v.minute ?? 0);
  const second = Number(v.second ?? 0);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(utc).getUTCDate() !== day) return null;
  return { end: pos + m[0].length, iso: new Date(utc - utcOffsetMinutes * 60_000).toISOString() };
}

// ---- reading ------------------------------------------------------------------------------

const moneyText = /^(?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d{1,2})?$/;
const isMoneyChar = (c: string) => (c >= '0' && c <= '9') || c === ',' || c === '.';
const isDigit = (c: string) => c >= '0' && c <= '9';
const isAlnum = (c: string) => isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');

/** "1,23,456.7" -> 12345670 (two decimals: the platform's minor units); null when not money. */
export function moneyToMinor(value: string): number | null {
  if (!moneyText.test(value)) return null;
  const [whole = '', fraction = ''] = value.replace(/,/g, '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

const fieldShape: Record<
  Exclude<SmsField, 'time'>,
  { ok: (c: string) => boolean; min: number; max: number; valid?: (v: string) => boolean }
> = {
  amount: { ok: isMoneyChar, min: 1, max: 24, valid: (v) => (moneyToMinor(v) ?? 0) > 0 },
  balance: { ok: isMoneyChar, min: 1, max: 24, valid: (v) => moneyToMinor(v) !== null },
  utr: { ok: isAlnum, min: 6, max: 35 },
  tail: { ok: isDigit, min: 2, max: 8 },
};

/**
 * Reads an SMS with a compiled pattern: null when it does not fit. `utcOffsetMinutes` is the
 * zone the bank writes its times in (India: 330).
 */
export function readSms(compiled: CompiledSmsPattern, sms: string, utcOffsetMinutes = 330): SmsReading | null {
  return readSmsCounted(compiled, sms, utcOffsetMinutes).reading;
}

/** readSms and the steps it took (tests hold the matcher to its bound with it). */
export function readSmsCounted(
  compiled: CompiledSmsPattern,
  sms: string,
  utcOffsetMinutes = 330,
): { reading: SmsReading | null; steps: number } {
  const text = sms.trim().slice(0, smsPatternLimits.textMax);
  const units = lowerUnits(text);
  const { tokens } = compiled;
  const n = text.length;
  const failed = new Set<number>();
  const values: Partial<Record<SmsField, string>> = {};
  let steps = 0;

  const from = (ti: number, pos: number): boolean => {
    if (++steps > smsPatternLimits.stepsMax) return false;
    if (ti === tokens.length) return pos === n;
    const key = ti * (n + 1) + pos;
    if (failed.has(key)) return false;
    const ok = step(ti, pos);
    if (!ok) failed.add(key);
    return ok;
  };

  const step = (ti: number, pos: number): boolean => {
    const t = tokens[ti]!;
    if (t.kind === 'space') {
      let end = pos;
      while (end < n && isSpace(text[end]!)) end++;
      return from(ti + 1, end);
    }
    if (t.kind === 'text') {
      if (!units.startsWith(t.text, pos)) return false;
      return from(ti + 1, pos + t.text.length);
    }
    if (t.kind === 'skip') {
      const last = Math.min(n, pos + smsPatternLimits.skipMax);
      for (let end = pos; end <= last; end++) if (from(ti + 1, end)) return true;
      return false;
    }
    if (t.field === 'time') {
      const read = compiled.time ? readTime(compiled.time, text, pos, utcOffsetMinutes) : null;
      if (!read || !from(ti + 1, read.end)) return false;
      values.time = read.iso;
      return true;
    }
    const shape = fieldShape[t.field];
    let run = pos;
    while (run < n && run - pos < shape.max && shape.ok(text[run]!)) run++;
    for (let end = run; end - pos >= shape.min; end--) {
      const value = text.slice(pos, end);
      if (shape.valid && !shape.valid(value)) continue;
      if (from(ti + 1, end)) {
        values[t.field] = value;
        return true;
      }
    }
    return false;
  };

  const fits = from(0, 0) && steps <= smsPatternLimits.stepsMax && values.amount !== undefined;
  if (!fits || values.amount === undefined) return { reading: null, steps };
  const reading = {
    amount: moneyToMinor(values.amount) ?? 0,
    utr: values.utr ?? null,
    balance: values.balance === undefined ? null : moneyToMinor(values.balance),
    tail: values.tail ?? null,
    time: values.time ?? null,
  };
  return { reading, steps };
}
