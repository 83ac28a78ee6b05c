// What other modules use of the bank directory: the IFSC check of account and payout creates.
export { ifscChecker, ifscProblem } from './ifsc-check.ts';
