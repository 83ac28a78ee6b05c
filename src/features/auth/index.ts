/** What the app shell uses: the sign-in routes (their pages load lazily) and sign-out. */
export { logout } from './api/logout.ts';
export { authRoutes } from './routes.ts';
