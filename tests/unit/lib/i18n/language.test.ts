import { describe, expect, it } from 'vitest';
import { languageFromTag } from '../../../../src/contract/index.ts';
import { pickLanguage } from '../../../../src/lib/i18n/language.ts';

describe('pickLanguage (product 9)', () => {
  it('prefers a stored preference over the browser', () => {
    expect(pickLanguage('en-US', ['zh-TW'])).toBe('en-US');
    expect(pickLanguage('zh-TW', ['en-GB'])).toBe('zh-TW');
  });

  it('ignores a stored value that is not one of our languages', () => {
    expect(pickLanguage('fr-FR', ['en-GB'])).toBe('en-US');
    expect(pickLanguage('', ['zh'])).toBe('zh-CN');
  });

  it('maps browser languages: zh-TW/zh-HK to zh-TW, other zh to zh-CN, en to en-US', () => {
    expect(pickLanguage(null, ['zh-TW'])).toBe('zh-TW');
    expect(pickLanguage(null, ['zh-HK'])).toBe('zh-TW');
    expect(pickLanguage(null, ['zh-Hant-TW'])).toBe('zh-TW');
    expect(pickLanguage(null, ['zh-CN'])).toBe('zh-CN');
    expect(pickLanguage(null, ['zh-SG'])).toBe('zh-CN');
    expect(pickLanguage(null, ['zh'])).toBe('zh-CN');
    expect(pickLanguage(null, ['en'])).toBe('en-US');
    expect(pickLanguage(null, ['en-GB'])).toBe('en-US');
  });

  it('takes the first browser language it supports', () => {
    expect(pickLanguage(null, ['fr-FR', 'de', 'en-US', 'zh-CN'])).toBe('en-US');
  });

  it('falls back to zh-CN', () => {
    expect(pickLanguage(null, [])).toBe('zh-CN');
    expect(pickLanguage(undefined, ['ja-JP', 'ko'])).toBe('zh-CN');
  });

  it('does not mistake look-alike tags', () => {
    expect(languageFromTag('zhx')).toBeUndefined();
    expect(languageFromTag('eng')).toBeUndefined();
  });
});
