import { defaultLanguage, languageFromTag, languages, type Language } from '../../contract/constants.ts';

const storageKey = 'lang';

/** Each language names itself, so a reader of another language can still find theirs. */
export const languageNames: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Product 9: a stored preference wins, then the first browser language we support, else zh-CN.
 * Pure, so the rule is tested without a browser.
 */
export function pickLanguage(stored: string | null | undefined, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const lang = languageFromTag(tag);
    if (lang) return lang;
  }
  return defaultLanguage;
}

export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    // Storage can be blocked (private mode); the browser language still applies.
  }
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return pickLanguage(stored, browser);
}

export function storeLanguage(lang: Language): void {
  try {
    localStorage.setItem(storageKey, lang);
  } catch {
    // Not fatal: the choice then lasts for this page only.
  }
}
