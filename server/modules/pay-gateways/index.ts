// Payout gateways (decision 079): configuration routes, the webhook and the sending job.
export { payGatewayRoutes } from './routes.ts';
export { runGatewayJob, startGatewayJob } from './job.ts';
export { dueSendingCount } from './repository.ts';
