import type { Messages } from '@lingui/core';
import type { Language } from '../../contract/constants.ts';

/** One request a language: the entry asks for its catalog before the shell runs (src/app/early-start.ts). */
const asked = new Map<Language, Promise<Messages>>();

/**
 * The app's catalog of a language, compiled on import by @lingui/vite-plugin (one chunk a
 * language). Asked once; a failed load is forgotten, so the next call (a retry, offline the
 * precache) asks again.
 */
export function appCatalog(locale: Language): Promise<Messages> {
  let pending = asked.get(locale);
  if (!pending) {
    pending = import(`../../locales/${locale}/messages.po`).then((m: { messages: Messages }) => m.messages);
    asked.set(locale, pending);
    pending.catch(() => asked.delete(locale));
  }
  return pending;
}
