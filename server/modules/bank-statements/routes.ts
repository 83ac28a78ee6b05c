import type { FastifyInstance } from 'fastify';
import { bankStatementCalls, monitorCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { listBankStatements } from './list.ts';
import { matchStatementByHand } from './manual-match.ts';
import { queryOrderStatus } from './query-status.ts';
import { receiveMonitorReport } from './report.ts';

/** The monitoring devices' report (ours), product 7.5 order-query, and the SMS record list with its manual match. */
export async function bankStatementRoutes(app: FastifyInstance, s: Services): Promise<void> {
  // Public and unsigned until checked: a flood guard per IP; a device reports every few seconds.
  registerCall(app, s, c.report, receiveMonitorReport, { rateLimitPerMinute: 600 });
  registerCall(app, s, c.queryStatus, queryOrderStatus);
  registerCall(app, s, c.supplierQueryStatus, queryOrderStatus);
  registerCall(app, s, bankStatementCalls.getList, listBankStatements);
  registerCall(app, s, bankStatementCalls.manualMatch, matchStatementByHand);
}
