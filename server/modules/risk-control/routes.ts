import type { FastifyInstance } from 'fastify';
import { riskControlCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { addBlacklistEntry, deleteBlacklistEntry, listBlacklist, listNameBlacklist } from './blacklist.ts';
import { listDetections, rejectDetection, releaseDetection } from './detections.ts';

/** Payout risk control (product 2.5, 2.8 name blacklist): the blacklist and the payouts it held. */
export async function riskControlRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.blacklist, listBlacklist);
  registerCall(app, s, c.nameBlacklist, listNameBlacklist);
  registerCall(app, s, c.addEntry, addBlacklistEntry);
  registerCall(app, s, c.deleteEntry, deleteBlacklistEntry);
  registerCall(app, s, c.detections, listDetections);
  registerCall(app, s, c.release, releaseDetection);
  registerCall(app, s, c.reject, rejectDetection);
}
