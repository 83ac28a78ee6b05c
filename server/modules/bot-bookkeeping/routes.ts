import type { FastifyInstance } from 'fastify';
import { botFundRecordCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { confirmBotFundRecord, rejectBotFundRecord } from './decide.ts';
import { listBotFundRecords } from './list.ts';

/** Bot bookkeeping (decision 077): the records groups report, and staff's decision on each. */
export async function botFundRecordRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.list, listBotFundRecords);
  registerCall(app, s, c.confirm, confirmBotFundRecord);
  registerCall(app, s, c.reject, rejectBotFundRecord);
}
