import type { I18n } from '@lingui/core';

/** An ISO time in the person's own clock and language; a dash when there is none. */
export const whenText = (i18n: I18n, iso: string | null): string =>
  iso ? i18n.date(iso, { dateStyle: 'short', timeStyle: 'medium' }) : '—';
