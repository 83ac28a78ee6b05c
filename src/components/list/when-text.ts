import type { I18n } from '@lingui/core';
import { formatTime } from '../../lib/i18n/time-format.ts';

/** An ISO time in the person's own clock and language; a dash when there is none. */
export const whenText = (i18n: I18n, iso: string | null): string =>
  iso ? formatTime(i18n, iso, { dateStyle: 'short', timeStyle: 'medium' }) : '—';
