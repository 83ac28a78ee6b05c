// The balance operation that fund records also offer.
export { operateBalance } from './operate.ts';
