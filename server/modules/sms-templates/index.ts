// What the monitor report uses of the SMS templates: reading a reported SMS.
export { readReportedSms } from './reader.ts';
