import type { FastifyInstance } from 'fastify';
import { fundRecordCalls } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { operateBalance } from '../balance-operations/index.ts';
import { listFundRecords } from './list.ts';

/** Fund records (product 2.6) and the admins' balance operations (product 4) that write them. */
export async function fundRecordRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, fundRecordCalls.getList, listFundRecords);
  registerCall(app, s, fundRecordCalls.balanceOperation, operateBalance);
}
