// What other modules use of the bank directory: the IFSC check of account and payout creates.
export { ifscChecker, ifscProblem, type IfscProblem } from './ifsc-check.ts';
