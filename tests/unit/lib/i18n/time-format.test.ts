import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  clockText,
  exportTime,
  exportTimeHeader,
  formatTime,
  utcOffsetText,
} from '../../../../src/lib/i18n/time-format.ts';

const at = '2026-11-28T18:16:05.311Z';
const i18nFor = (locale: string) => setupI18n({ locale, messages: { [locale]: {} } });

describe('one time format per language (decision 120)', () => {
  it('writes 24 h in zh-CN and zh-TW and the locale’s own 12 h in en-US, on screens and alerts alike', () => {
    const list = (locale: string) =>
      formatTime(i18nFor(locale), at, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' });
    expect(list('zh-CN')).toMatch(/^2026\/11\/28\s18:16:05$/);
    // zh-TW's own default is 下午6:16:05.
    expect(list('zh-TW')).toMatch(/^2026\/11\/28\s18:16:05$/);
    expect(list('en-US')).toMatch(/^11\/28\/26, 6:16:05\s?PM$/);
    // The alert's clock follows the same rule as the list (it forced 24 h in every language before).
    const hours = new Date(at).getHours();
    expect(clockText('zh-TW', at)).toMatch(new RegExp(`^${String(hours).padStart(2, '0')}:16:05$`));
    expect(clockText('en-US', at)).toMatch(/^\d{1,2}:16:05\s?(AM|PM)$/);
  });

  it('writes export times in the reader’s zone and clock, the offset in the header', () => {
    const local = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(exportTime(i18nFor('zh-CN'), at)).toBe(
      `${local.getFullYear()}/${pad(local.getMonth() + 1)}/${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}:05`,
    );
    expect(exportTime(i18nFor('en-US'), null)).toBe('');
    expect(utcOffsetText(new Date(at))).toMatch(/^UTC[+-]\d\d:\d\d$/);
    expect(exportTimeHeader('Time', new Date(at))).toBe(`Time (${utcOffsetText(new Date(at))})`);
  });
});
