/** The bank picker of the account and payout forms. */
export { BankPicker } from './components/bank-picker.tsx';
