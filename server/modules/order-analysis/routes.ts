import type { FastifyInstance } from 'fastify';
import { orderAnalysisCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { freezeIp, listFrozenIps, unfreezeIp } from './freeze.ts';
import { listIpAnalysis, listPayerAnalysis } from './list.ts';

/** Product 2.4 order analysis: orders per payer IP and name, and the frozen (abnormal) IPs. */
export async function orderAnalysisRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.ipList, listIpAnalysis);
  registerCall(app, s, c.payerList, listPayerAnalysis);
  registerCall(app, s, c.frozenIpList, listFrozenIps);
  registerCall(app, s, c.freezeIp, freezeIp);
  registerCall(app, s, c.unfreezeIp, unfreezeIp);
}
