import { redirect, type RouteObject } from 'react-router';
import { hasSession } from '../../lib/api/session.ts';

/** Spec 4: a signed-in person who opens /login (or the code step) goes home. */
const guestOnly = () => (hasSession() ? redirect('/home') : null);

/** Public routes of the sign-in flow (spec 2.1), hidden from the menu. */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    loader: guestOnly,
    lazy: async () => ({ Component: (await import('./components/login-page.tsx')).LoginPage }),
  },
  {
    path: '/googleVerify',
    loader: guestOnly,
    lazy: async () => ({ Component: (await import('./components/google-verify-page.tsx')).GoogleVerifyPage }),
  },
];
