/** What other features and the app shell use from this one. */
export { ErrorPage } from './components/error-page.tsx';
export { errorRoutes } from './routes.tsx';
