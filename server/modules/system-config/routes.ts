import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { settingCalls, settingKeys, systemConfigCalls as c, type CallDef } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { readSetting, settingsOverview } from './read.ts';
import { notImplemented, setSetting } from './settings.ts';

type LooseSetCall = CallDef<z.ZodType<{ value: unknown }>, null>;

/** Spec 7.9: getX and setX for every setting of the contract's list, and the two actions. */
export async function systemConfigRoutes(app: FastifyInstance, s: Services): Promise<void> {
  for (const key of settingKeys) {
    const { get, set } = settingCalls[key] as { get: CallDef; set: LooseSetCall };
    registerCall(app, s, get, (_i, ctx) => readSetting(ctx.db, key, ctx.auth.user.role));
    registerCall(app, s, set, (i, ctx) => setSetting(ctx, key, i.value));
  }
  registerCall(app, s, c.resetSystemResourcePool, () => notImplemented());
  registerCall(app, s, c.fixSystemResources, () => notImplemented());
  registerCall(app, s, c.getOverview, (_i, ctx) => settingsOverview(ctx.db, ctx.auth.user.role));
}
