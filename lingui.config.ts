import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Messages use explicit ids shaped like refine keys (`auth.fields.account`); the English text in
 * the source is the en-US translation. The app imports the .po files through @lingui/vite-plugin.
 */
export default defineConfig({
  locales: ['zh-CN', 'zh-TW', 'en-US'],
  sourceLocale: 'en-US',
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/locales/**', '<rootDir>/src/contract/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
