// Signature checks shared with the monitor reports (bank-statements).
export { signatureMatches } from './signing.ts';
