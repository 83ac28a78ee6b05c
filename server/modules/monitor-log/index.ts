// The monitor log every monitor-facing module writes to.
export { writeMonitorLog } from './write.ts';
