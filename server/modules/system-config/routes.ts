import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  guardFor,
  publicInfoCalls,
  settingCalls,
  settingKeys,
  systemConfigCalls as c,
  type CallDef,
} from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { busFor } from '../live/index.ts';
import { requireGoogleCode } from '../user/index.ts';
import { forgetCachedSettings } from './cache.ts';
import { readSetting, settingsOverview } from './read.ts';
import { publicBrand, setSetting, settingValue } from './settings.ts';

type LooseSetCall = CallDef<z.ZodType<{ value: unknown; googleCode?: string }>, null>;

/** Product 7.9: getX and setX for every setting of the contract's list (the two actions: system-maintenance). */
export async function systemConfigRoutes(app: FastifyInstance, s: Services): Promise<void> {
  // A setting saved on another instance: read it again here at once (cache.ts).
  const off = busFor(s.events)?.subscribe((event) => {
    if (event.type === 'settingChanged') forgetCachedSettings();
  });
  if (off) app.addHook('onClose', async () => off());
  for (const key of settingKeys) {
    const { get, set } = settingCalls[key] as { get: CallDef; set: LooseSetCall };
    registerCall(app, s, get, (_i, ctx) => readSetting(ctx.db, key, ctx.auth.user.role));
    registerCall(app, s, set, async (i, ctx) => {
      // A switch that moves money asks for the Google code while the spec's toggle is on (decision 117).
      const guard = guardFor(key, i.value);
      if (guard?.google) await requireGoogleCode(ctx, guard.google, i.googleCode);
      return setSetting(ctx, key, i.value);
    });
  }
  // Before sign-in: ContactInfo alone, read like every setting; a cheap read, limited per address all the same.
  registerCall(
    app,
    s,
    publicInfoCalls.contact,
    async (_i, ctx) => ({ contactInfo: await settingValue(ctx.db, 'ContactInfo') }),
    { rateLimitPerMinute: 600 },
  );
  registerCall(app, s, publicInfoCalls.brand, async (_i, ctx) => publicBrand(ctx.db), { rateLimitPerMinute: 600 });
  registerCall(app, s, c.getOverview, (_i, ctx) => settingsOverview(ctx.db, ctx.auth.user.role));
}
