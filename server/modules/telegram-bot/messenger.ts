import { Api } from 'grammy';
import type { Services } from '../../http/context.ts';
import { settingValue } from '../system-config/index.ts';
import type { GroupTextHandler } from './bot.ts';
import { runtimeOf } from './routes.ts';
import { apiClientOptions, refusedApiRoot } from './runtime.ts';

export interface BotMessenger {
  /** Sends `text` to a chat as the bot; throws when no token is set or Telegram refuses. */
  send(chatId: number, text: string): Promise<void>;
}

/** Telegram's limit on one message's text. */
const maxText = 4096;

/**
 * Sending needs no lock: any instance may call sendMessage with the bot's token while one
 * instance polls. The token is read per send, so a changed token is used at once.
 */
export function botMessenger(s: Services): BotMessenger {
  let cached: { token: string; api: Api } | null = null;
  return {
    async send(chatId, text) {
      const token = String((await settingValue(s.db, 'BotToken')) ?? '').trim();
      if (!token) throw new Error('The Telegram bot has no token (BotToken)');
      const refused = await refusedApiRoot(s);
      if (refused) throw new Error(refused);
      if (cached?.token !== token) cached = { token, api: new Api(token, apiClientOptions(s)) };
      await cached.api.sendMessage(chatId, text.slice(0, maxText));
    },
  };
}

/**
 * Hands every non-command text message of a whitelisted, bound group to `handler` (on the
 * instance running the bot). Returns the function that removes it.
 */
export function onBotGroupText(s: Services, handler: GroupTextHandler): () => void {
  const runtime = runtimeOf(s);
  if (!runtime) throw new Error('telegram bot: routes not registered');
  runtime.groupText.add(handler);
  return () => runtime.groupText.delete(handler);
}
