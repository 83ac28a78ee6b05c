import type { FastifyInstance } from 'fastify';
import { searchCalls } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { find } from './find.ts';

/** The header search (decision 128): one read over the lists the caller may read. */
export async function searchRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, searchCalls.find, find);
}
