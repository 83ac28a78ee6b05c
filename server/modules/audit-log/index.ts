// What other modules use of the audit log: one call records who changed what, before and after;
// the other reads who changed each target last (the configuration page's "last changed by").
export { audit, type AuditContext } from './record.ts';
export { lastRecordPerTarget } from './repository.ts';
// What anonymous callers set off is counted per window and summarised, never written one row each.
export { countAnonymous, startAnonymousSummaryJob, summariseAnonymous } from './anonymous.ts';
