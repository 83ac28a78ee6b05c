import type { FastifyInstance } from 'fastify';
import { webRecordCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { listWebRecords } from './list.ts';
import { matchRecordByHand } from './manual-match.ts';
import { receiveRecordReport } from './report.ts';

/** Web messages and USDT records: the devices' signed report, the list and the manual match. */
export async function webRecordRoutes(app: FastifyInstance, s: Services): Promise<void> {
  // Public and unsigned until checked: a flood guard per IP, as for the SMS report.
  registerCall(app, s, c.report, receiveRecordReport, { rateLimitPerMinute: 600 });
  registerCall(app, s, c.getList, listWebRecords);
  registerCall(app, s, c.manualMatch, matchRecordByHand);
}
