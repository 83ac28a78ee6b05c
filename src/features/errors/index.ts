/** The 401, 404 and 500 routes, and the error page the router falls back to. */
export { ErrorPage } from './components/error-page.tsx';
export { errorRoutes } from './routes.tsx';
