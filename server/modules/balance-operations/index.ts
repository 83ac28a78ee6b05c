// The balance operation that fund records also offer.
export { operateBalance } from './operate.ts';
export { effectOf } from './effects.ts';
export { lockHeldBalances } from './repository.ts';
