import type { FastifyInstance } from 'fastify';
import { systemConfigCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { applyFix, applyReset, previewFix, previewReset } from './apply.ts';

/** Product 7.9's two maintenance actions and their dry runs (decision 052). */
export async function systemMaintenanceRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.previewFixSystemResources, (_i, ctx) => previewFix(ctx));
  registerCall(app, s, c.previewResetSystemResourcePool, (_i, ctx) => previewReset(ctx));
  registerCall(app, s, c.fixSystemResources, (i, ctx) => applyFix(ctx, i.googleCode));
  registerCall(app, s, c.resetSystemResourcePool, (i, ctx) => applyReset(ctx, i.googleCode));
}
