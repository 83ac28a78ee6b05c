// What the web records (web messages, USDT transfers) share with the SMS records: the signed
// device report, the order candidates of an income, and the manual-match skeleton.
export { matchByHand } from './match-by-hand.ts';
export { lockOrdersPaying, matchableStatuses } from './matcher.ts';
export { signedReportDevice, type MonitoredDevice } from './signed-report.ts';
export { matchDueStatements } from './delayed-match.ts';
