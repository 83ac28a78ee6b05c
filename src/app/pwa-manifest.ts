import { defaultSystemName, type Language } from '../contract/constants.ts';

/**
 * The install texts in the three languages; the name is the product's one name, which the server
 * replaces with the operator's (SysFlag, server/http/manifests.ts). A web manifest has one `name`, so the build writes
 * one manifest per language (`/manifest.<lang>.webmanifest`, vite.config.ts) and the app points
 * its `<link rel="manifest">` at the one of the language on screen (src/app/pwa.ts); the default
 * `/manifest.webmanifest` (in index.html before the app starts) is the Simplified Chinese one.
 * These are not Lingui messages: the build reads them, before any catalog exists.
 */
export const manifestTexts: Record<Language, { name: string; short_name: string; description: string }> = {
  'zh-CN': { name: defaultSystemName, short_name: defaultSystemName, description: '随时随地处理代收、代付和收款账户' },
  'zh-TW': { name: defaultSystemName, short_name: defaultSystemName, description: '隨時隨地處理代收、代付和收款帳戶' },
  'en-US': {
    name: defaultSystemName,
    short_name: defaultSystemName,
    description: 'Collections, payouts and receiving accounts on the go',
  },
};

export const manifestFile = (lang: Language) => `manifest.${lang}.webmanifest`;
