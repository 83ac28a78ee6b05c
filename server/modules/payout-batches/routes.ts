import type { FastifyInstance } from 'fastify';
import { payoutBatchCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { createPayoutBatch } from './create.ts';
import { listBatchCandidates, listBatchResources, listPayoutBatches, payoutBatchDetail } from './list.ts';
import { confirmPayoutBatch, exportPayoutBatch, markPayoutBatchAbnormal } from './moves.ts';

/** Payout batches (product 2.5, 4, 5; decision 039): create, export, confirm, mark abnormal. */
export async function payoutBatchRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.getList, listPayoutBatches);
  registerCall(app, s, c.getDetail, payoutBatchDetail);
  registerCall(app, s, c.getResources, listBatchResources);
  registerCall(app, s, c.getCandidates, listBatchCandidates);
  registerCall(app, s, c.create, createPayoutBatch);
  registerCall(app, s, c.exportFile, exportPayoutBatch);
  registerCall(app, s, c.confirm, confirmPayoutBatch);
  registerCall(app, s, c.markAbnormal, markPayoutBatchAbnormal);
}
