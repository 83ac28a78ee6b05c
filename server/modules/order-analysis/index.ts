// The frozen-IP check the order create runs.
export { refuseFrozenIp } from './frozen-ips.ts';
