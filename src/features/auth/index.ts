/**
 * What the app shell uses: the sign-in routes and sign-out; and what the sign-in page that loads
 * before the app (src/sign-in.tsx) renders by itself.
 */
export { logout } from './api/logout.ts';
export { authRoutes } from './routes.ts';
export { SignInScreen } from './components/sign-in-screen.tsx';
export { signInStepOf, signInStepPaths, type SignInNav } from './sign-in-nav.ts';
