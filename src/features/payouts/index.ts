/** Payout keys (batches, uploads and risk decisions refresh the lists) and the payout labels. */
export { payoutQueryKeys } from './api/keys.ts';
export { payoutRejectReasonLabels, payoutStatusLabel } from './labels.ts';
