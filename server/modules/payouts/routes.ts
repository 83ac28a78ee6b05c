import type { FastifyInstance } from 'fastify';
import { orderActionCalls, payoutCalls as c, payoutUploadCalls } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { cancelPayoutClaim, claimPayout } from './claim.ts';
import { createPayoutByApi, createPayoutInApp } from './create.ts';
import { listPayoutPool, listPayouts } from './list.ts';
import { cancelPayout, completePayout, fixPayoutStatus, markPayoutProcessing, rejectPayout } from './moves.ts';
import { createPayoutBatch } from './upload.ts';

/** Payout orders (product 2.5): create, lists, the moves of the payout state machine and the claims (order-actions calls of the contract). */
export async function payoutRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.apiCreate, createPayoutByApi);
  registerCall(app, s, c.create, createPayoutInApp);
  registerCall(app, s, payoutUploadCalls.createBatch, createPayoutBatch);
  registerCall(app, s, c.getList, listPayouts);
  registerCall(app, s, c.getPool, listPayoutPool);
  registerCall(app, s, c.markProcessing, markPayoutProcessing);
  registerCall(app, s, c.complete, completePayout);
  registerCall(app, s, c.reject, rejectPayout);
  registerCall(app, s, c.cancel, cancelPayout);
  registerCall(app, s, c.updateStatus, fixPayoutStatus);
  registerCall(app, s, orderActionCalls.claimPayout, claimPayout);
  registerCall(app, s, orderActionCalls.cancelPayoutClaim, cancelPayoutClaim);
}
