// What other modules use of the audit log: one call records who changed what, before and after.
export { audit } from './record.ts';
