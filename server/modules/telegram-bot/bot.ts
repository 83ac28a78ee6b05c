import { Bot, type ApiClientOptions } from 'grammy';
import type { Chat } from 'grammy/types';
import type { Services } from '../../http/context.ts';
import { answerCommand, parseCommand } from './answers.ts';
import { findGroup, moveGroup, recordGroupLeft, recordGroupPresent } from './repository.ts';

/** A text message in a whitelisted group bound to a merchant or supplier that is not a command. */
export interface GroupTextMessage {
  chatId: number;
  /** The merchant or supplier the group belongs to. */
  userId: number;
  language: string;
  messageId: number;
  from: { id: number; name: string };
  text: string;
  /** When Telegram received it. */
  date: Date;
}
export type GroupTextHandler = (message: GroupTextMessage) => Promise<void> | void;

export interface BotWiring {
  services: Services;
  groupText: ReadonlySet<GroupTextHandler>;
  log: { warn(details: Record<string, unknown>, message: string): void };
}

const isGroup = (chat: Chat): chat is Chat.GroupChat | Chat.SupergroupChat =>
  chat.type === 'group' || chat.type === 'supergroup';

/** The updates the bot asks Telegram for: messages and its own membership changes. */
export const allowedUpdates = ['message', 'my_chat_member'] as const;

/**
 * The bot's handlers on a grammY Bot. Groups are recorded when the bot is added or first hears
 * from them and marked left when it is removed; only whitelisted groups bound to a merchant or
 * supplier are ever answered (decision 076): anyone else gets no answer at all.
 */
export function createBot(token: string, client: ApiClientOptions, wiring: BotWiring): Bot {
  const { services } = wiring;
  const bot = new Bot(token, { client });

  bot.on('my_chat_member', async (ctx) => {
    const chat = ctx.chat;
    if (!isGroup(chat)) return;
    const status = ctx.myChatMember.new_chat_member.status;
    const now = services.clock.now();
    if (status === 'left' || status === 'kicked') await recordGroupLeft(services.db, chat.id, now);
    else await recordGroupPresent(services.db, chat.id, chat.title, now);
  });

  bot.on('message', async (ctx) => {
    const chat = ctx.chat;
    if (!isGroup(chat)) return;
    const now = services.clock.now();
    const migrated = ctx.message.migrate_to_chat_id;
    if (migrated !== undefined) return moveGroup(services.db, chat.id, migrated, now);
    let group = await findGroup(services.db, chat.id);
    if (!group || group.leftAt !== null || group.title !== chat.title) {
      await recordGroupPresent(services.db, chat.id, chat.title, now);
      group = await findGroup(services.db, chat.id);
    }
    const text = ctx.message.text;
    const from = ctx.from;
    if (!group || !group.whitelisted || group.userId === null || text === undefined || !from || from.is_bot) return;
    const cmd = parseCommand(text, ctx.me.username);
    if (cmd) {
      const answer = await answerCommand(services.db, services.clock, group, from.id, cmd);
      if (answer !== null)
        await ctx.api.sendMessage(chat.id, answer, {
          reply_parameters: { message_id: ctx.message.message_id, allow_sending_without_reply: true },
        });
      return;
    }
    const message: GroupTextMessage = {
      chatId: chat.id,
      userId: group.userId,
      language: group.language,
      messageId: ctx.message.message_id,
      from: { id: from.id, name: [from.first_name, from.last_name].filter(Boolean).join(' ') },
      text,
      date: new Date(ctx.message.date * 1000),
    };
    for (const handler of wiring.groupText) {
      try {
        await handler(message);
      } catch (err) {
        wiring.log.warn({ err, chatId: chat.id }, 'telegram bot: a group text handler failed');
      }
    }
  });

  return bot;
}
