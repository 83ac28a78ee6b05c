import type { FastifyInstance } from 'fastify';
import { telegramBotCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { busFor } from '../live/index.ts';
import {
  addBotUser,
  bindGroup,
  botGroupList,
  botInfo,
  botUserList,
  deleteBotUserEntry,
  setGroupLanguage,
  setGroupWhitelisted,
  unbindGroup,
  updateBotUserEntry,
} from './admin.ts';
import { BotRuntime } from './runtime.ts';

/** Where Telegram posts updates in webhook mode (BOT_WEBHOOK_URL points here through the proxy). */
export const webhookPath = '/telegram/webhook';

const runtimes = new WeakMap<Services, BotRuntime>();

/** The app's bot runtime: the messenger and the group text hook reach the bot through it. */
export function runtimeOf(s: Services): BotRuntime | undefined {
  return runtimes.get(s);
}

/**
 * The Telegram bot (decision 077): its settings and whitelist calls, the webhook, and the
 * runtime that starts the bot once the app is ready. Registered after the live routes: a saved
 * BotToken reaches every instance on their bus.
 */
export async function telegramBotRoutes(app: FastifyInstance, s: Services): Promise<void> {
  await app.register(async (api) => {
    registerCall(api, s, c.info, botInfo);
    registerCall(api, s, c.groups, botGroupList);
    registerCall(api, s, c.bindGroup, bindGroup);
    registerCall(api, s, c.unbindGroup, unbindGroup);
    registerCall(api, s, c.setGroupLanguage, setGroupLanguage);
    registerCall(api, s, c.setGroupWhitelisted, setGroupWhitelisted);
    registerCall(api, s, c.users, botUserList);
    registerCall(api, s, c.addUser, addBotUser);
    registerCall(api, s, c.updateUser, updateBotUserEntry);
    registerCall(api, s, c.deleteUser, deleteBotUserEntry);
  });

  const runtime = new BotRuntime(s, app.log);
  runtimes.set(s, runtime);
  // Telegram's posts: grammY's webhook callback checks the secret header (401 without it).
  // Without a bot in webhook mode on this instance there is nothing to hand the update to.
  app.post(webhookPath, async (req, reply) => {
    const handle = runtime.webhookHandler();
    if (!handle) return reply.code(404).send({ ok: false });
    await handle(req, reply);
    return reply;
  });
  const off = busFor(s.events)?.subscribe((event) => {
    if (event.type === 'settingChanged' && event.key === 'BotToken') void runtime.nudge();
  });
  app.addHook('onReady', async () => runtime.begin());
  app.addHook('onClose', async () => {
    off?.();
    await runtime.close();
  });
}
