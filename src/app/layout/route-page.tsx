import { createElement } from 'react';
import { loadedPage } from '../routes/pages.tsx';
import type { AppRoute } from '../../lib/routes/types.ts';

/** The page of a route from the registry; its loader has loaded the chunk before it shows. */
export function RoutePage({ route }: { route: AppRoute }) {
  const page = loadedPage(route.view);
  return page ? createElement(page, { route }) : null;
}
