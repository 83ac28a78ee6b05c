import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { defaultSystemName } from '../../contract/index.ts';
import type { AppRoute } from '../../lib/routes/types.ts';

/** The window title follows the page's title in the current language, then the system's name. */
export function useDocumentTitle(route: AppRoute | undefined, systemName: string) {
  const { i18n } = useLingui();
  const app = systemName || defaultSystemName;
  const title = route ? `${i18n._(route.title)} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
