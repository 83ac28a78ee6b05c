import type { FastifyInstance } from 'fastify';
import { errorLogCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { getErrorLogList, saveErrorLog } from './error-log.ts';

/** Product 7.8: the app's error reports, and the list of error_logger_page. */
export async function errorLogRoutes(app: FastifyInstance, s: Services): Promise<void> {
  // Public and writing: a flood guard per IP keeps a looping script error from filling the table.
  registerCall(app, s, c.save, saveErrorLog, { rateLimitPerMinute: 30 });
  registerCall(app, s, c.getList, getErrorLogList);
}
