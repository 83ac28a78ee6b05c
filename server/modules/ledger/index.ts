// Balances and fees: every money move of orders, payouts and accounts goes through these.
export { applyBalanceChange } from './balance-change.ts';
export { feeFor, feeSettings } from './fees.ts';
