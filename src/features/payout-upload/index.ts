/** The merchant's batch upload button; the payouts route puts it on the payouts page (src/app/routes/pages.tsx). */
export const loadPayoutUploadAction = () => import('./components/payout-upload.tsx').then((m) => m.PayoutUploadAction);
