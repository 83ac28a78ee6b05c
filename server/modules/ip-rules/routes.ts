import type { FastifyInstance } from 'fastify';
import { ipRuleCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { busFor } from '../live/index.ts';
import { addIpRule, deleteIpRule, updateIpRule } from './changes.ts';
import { listIpRules, ownIpRules } from './list.ts';

/** A lost bus message (Redis down for a moment) is healed within this long. */
const safetyReloadMs = 60_000;

/**
 * The IP whitelist (product 2.8, decision 054). Registered after the live routes: it listens on their bus
 * for changes made on any instance. The rules are read before the app answers anything.
 */
export async function ipRuleRoutes(app: FastifyInstance, s: Services): Promise<void> {
  await app.register(async (api) => {
    registerCall(api, s, c.list, listIpRules);
    registerCall(api, s, c.add, addIpRule);
    registerCall(api, s, c.update, updateIpRule);
    registerCall(api, s, c.delete, deleteIpRule);
    registerCall(api, s, c.mine, ownIpRules);
  });
  await s.ipGate.refresh();
  const reload = () =>
    void s.ipGate.refresh().catch((err: unknown) => app.log.warn({ err }, 'ip whitelist: reload failed'));
  const off = busFor(s.events)?.subscribe((event) => {
    if (event.type === 'ipRulesChanged') reload();
  });
  const timer = setInterval(reload, safetyReloadMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    off?.();
  });
}
