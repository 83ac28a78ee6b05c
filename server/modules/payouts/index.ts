// What other modules use of payouts (batches, risk control, statistics): a page of payout rows,
// locking and moving a payout through its state machine, and the caller's scope. Routes and the
// repository stay inside.
export { payoutPage } from './list.ts';
export { isAtGateway, lockPayoutForMove, movePayout } from './moves.ts';
export { payoutScope, type PayoutRecord } from './records.ts';
export { checkPayoutMove, finalPayoutStatuses } from './state-machine.ts';
export { markGatewaySent } from './gateway-route.ts';
export { findPayoutsByNumber } from './number-search.ts';
export { driveTestPayout } from './test-drive.ts';
