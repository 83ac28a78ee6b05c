import type { FastifyInstance } from 'fastify';
import { relayBotCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { busFor } from '../live/index.ts';
import { settingValue } from '../system-config/index.ts';
import { relayGroupList, relayInfo, relayList, relayPairList, setUnifiedGroup } from './relay-admin.ts';
import { createRelayBot, relayAllowedUpdates } from './relay-bot.ts';
import { webhookPath } from './routes.ts';
import { BotRuntime } from './runtime.ts';

/** Where Telegram posts the relay bot's updates in webhook mode: BOT_WEBHOOK_URL + '/relay'. */
export const relayWebhookPath = `${webhookPath}/relay`;

/**
 * The relay bot (decision 081): its pages' calls and its own runtime (the main bot's, with
 * TransferBotToken, its own lock and its own `bot_status` row), started once the app is ready.
 */
export async function relayBotRoutes(app: FastifyInstance, s: Services): Promise<void> {
  await app.register(async (api) => {
    registerCall(api, s, c.info, relayInfo);
    registerCall(api, s, c.groups, relayGroupList);
    registerCall(api, s, c.setUnifiedGroup, setUnifiedGroup);
    registerCall(api, s, c.pairs, relayPairList);
    registerCall(api, s, c.relays, relayList);
  });

  const hook = s.config.telegram.webhookUrl;
  const runtime = new BotRuntime(s, app.log, {
    name: 'relay',
    tokenSetting: 'TransferBotToken',
    webhookUrl: hook ? `${hook.replace(/\/+$/, '')}/relay` : undefined,
    allowedUpdates: relayAllowedUpdates,
    // One token polled by two bots makes Telegram refuse both ("terminated by other getUpdates").
    refuseToken: async (token) =>
      String((await settingValue(s.db, 'BotToken')) ?? '').trim() === token
        ? 'Refused: TransferBotToken is the same token as BotToken; the relay bot needs a bot of its own'
        : null,
    create: (token, client) => createRelayBot(token, client, { services: s, log: app.log }),
  });
  app.post(relayWebhookPath, async (req, reply) => {
    const handle = runtime.webhookHandler();
    if (!handle) return reply.code(404).send({ ok: false });
    await handle(req, reply);
    return reply;
  });
  const off = busFor(s.events)?.subscribe((event) => {
    if (event.type === 'settingChanged' && event.key === 'TransferBotToken') void runtime.nudge();
  });
  app.addHook('onReady', async () => runtime.begin());
  app.addHook('onClose', async () => {
    off?.();
    await runtime.close();
  });
}
