/** The payee fields a hold names (payouts say why a payout is held). */
export { matchFieldLabels } from './labels.ts';
