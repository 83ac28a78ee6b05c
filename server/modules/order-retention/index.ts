// What other modules and server/main.ts use of order retention: the scheduled job.
export { startRetentionJob } from './job.ts';
