import type { FastifyInstance } from 'fastify';
import { securityChainCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { chainRecords, listChains } from './chains.ts';
import { listPatches } from './patches.ts';

/** Product 2.4 security nodes: trusted chains, their records and the chain supplements (reads; settings are system-config's). */
export async function securityChainRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.getChainList, listChains);
  registerCall(app, s, c.getChainRecords, chainRecords);
  registerCall(app, s, c.getPatchList, listPatches);
}
