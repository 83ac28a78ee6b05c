import { redirect, type RouteObject } from 'react-router';
import { hasSession } from '../../lib/api/session.ts';
import { RoutedSignIn } from './components/routed-sign-in.tsx';
import { signInStepPaths } from './sign-in-nav.ts';

/** Product 4: a signed-in person who opens /login (or the code step) goes home. */
const guestOnly = () => (hasSession() ? redirect('/home') : null);

/** Public routes of the sign-in flow (product 2.1), hidden from the menu. */
export const authRoutes: RouteObject[] = [signInStepPaths.login, signInStepPaths.googleVerify].map((path) => ({
  path,
  loader: guestOnly,
  Component: RoutedSignIn,
}));
