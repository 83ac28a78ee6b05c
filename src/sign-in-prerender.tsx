import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import type { Language } from './contract/index.ts';
import { SignInScreen, type SignInNav } from './features/auth/index.ts';
import { i18n } from './lib/i18n/i18n.ts';
import { setPageSystemName } from './lib/public-info.ts';
import { messages as zhCN } from './locales/zh-CN/messages.po?sign-in';
import { messages as zhTW } from './locales/zh-TW/messages.po?sign-in';
import { messages as enUS } from './locales/en-US/messages.po?sign-in';

/*
 * Built for Node by scripts/prerender-sign-in.ts (decision 061): the sign-in form's markup in
 * each language, which the server puts into sign-in.html, so the page is drawn before any
 * JavaScript runs; src/sign-in.tsx then hydrates it.
 */

const catalogs: Record<Language, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

/** Nothing moves while rendering to a string. */
const inert: SignInNav = { toStep: () => undefined, signedIn: () => undefined };

/** The login step's markup in `language`, naming the product `systemName` (the server fills in the operator's). */
export function renderSignIn(language: Language, systemName: string): string {
  i18n.loadAndActivate({ locale: language, messages: catalogs[language] });
  setPageSystemName(systemName);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <SignInScreen step="login" nav={inert} />
    </I18nProvider>,
  );
}
