import type { FastifyInstance } from 'fastify';
import { orderRetentionCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { audit } from '../audit-log/index.ts';
import { requireGoogleCode } from '../user/index.ts';
import { previewRetention, runRetention } from './run.ts';
import { listRuns } from './runs.ts';

/** Product 2.8 /orderClearHistory (decision 058). */
export async function orderRetentionRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.listRuns, (_i, ctx) => listRuns(ctx.db));
  registerCall(app, s, c.preview, (_i, ctx) => previewRetention(ctx.db, ctx.clock));
  registerCall(app, s, c.runNow, async (i, ctx) => {
    await requireGoogleCode(ctx, null, i.googleCode);
    const run = await runRetention(ctx.db, ctx.clock, {
      startedBy: { id: ctx.auth.user.id, account: ctx.auth.user.account },
    });
    // The audit row names the run and what it moved; the moved rows themselves are in the archives.
    await audit(ctx.db, ctx, 'orderRetention.run', `retentionRun:${run.id}`, null, {
      cutoff: run.cutoff,
      counts: run.counts,
      batches: run.batches,
    });
    return run;
  });
}
