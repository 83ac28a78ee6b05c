/** What the live host refreshes when a new order is announced (decision 027). */
export { refreshHomeFigures } from './api/refresh.ts';
