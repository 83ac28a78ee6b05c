/**
 * No route of its own: the merchant's batch upload button, which the app shell puts on the payouts
 * page (src/app/routes/table.ts). Its own chunk, loaded with the page.
 */
export const payoutUploadAction = {
  modules: ['payout-upload/components/payout-upload.tsx'],
  load: () => import('./components/payout-upload.tsx').then((m) => m.PayoutUploadAction),
};
