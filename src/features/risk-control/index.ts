/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadBlacklistPage = () => import('./components/blacklist-page.tsx').then((m) => m.BlacklistPage);
export const loadDetectionsPage = () => import('./components/detections-page.tsx').then((m) => m.DetectionsPage);

/** The payee fields a hold names (payouts say why a payout is held). */
export { matchFieldLabels } from './labels.ts';
