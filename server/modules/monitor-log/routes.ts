import type { FastifyInstance } from 'fastify';
import { monitorCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { clearMonitorLogs, listMonitorLogs } from './list.ts';

/** Product 7.6 monitorLog calls. */
export async function monitorLogRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.getLogList, listMonitorLogs);
  registerCall(app, s, c.clearLog, (_i, ctx) => clearMonitorLogs(ctx));
}
