import { i18n, type Messages } from '@lingui/core';
import { defaultLanguage, type Language } from '../../contract/constants.ts';
import { appCatalog } from './catalog.ts';
import { initialLanguage, storeLanguage } from './language.ts';

export type CatalogLoader = (locale: Language) => Promise<Messages>;

/** Catalogs are .po files compiled on import by @lingui/vite-plugin; one chunk per language. */
const fullCatalog: CatalogLoader = appCatalog;

let loadMessages: CatalogLoader = fullCatalog;

/** The sign-in page loads a catalog of its own few messages instead of the app's (decision 061). */
export function setCatalogLoader(loader: CatalogLoader): void {
  loadMessages = loader;
}

export async function activateLanguage(locale: Language, { remember = false } = {}): Promise<void> {
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  if (remember) storeLanguage(locale);
}

export function currentLanguage(): string {
  return i18n.locale || defaultLanguage;
}

export async function initI18n(): Promise<void> {
  await activateLanguage(initialLanguage());
}

export { i18n };
