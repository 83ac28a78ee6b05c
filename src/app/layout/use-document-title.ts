import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { AppRoute } from '../../lib/routes/types.ts';

/** The window title follows the page's title in the current language, then the system's name. */
export function useDocumentTitle(route: AppRoute | undefined, systemName: string) {
  const { t, i18n } = useLingui();
  const app = systemName || t({ id: 'app.title', message: 'Payment Back Office' });
  const title = route ? `${i18n._(route.title)} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
