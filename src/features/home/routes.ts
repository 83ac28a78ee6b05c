import type { RouteObject } from 'react-router';

export const homeRoutes: RouteObject[] = [
  {
    path: '/home',
    id: 'home',
    lazy: async () => ({ Component: (await import('./components/home-page.tsx')).HomePage }),
  },
];
