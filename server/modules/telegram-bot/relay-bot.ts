import { Bot, type ApiClientOptions, type Context } from 'grammy';
import type { Chat, Message } from 'grammy/types';
import { findOrderAs, supplierOfOrder } from '../orders/index.ts';
import { settingValue } from '../system-config/index.ts';
import { groupOwner } from './answers.ts';
import type { BotWiring } from './bot.ts';
import {
  findProofByTarget,
  findRelayGroup,
  insertRelay,
  moveRelayGroup,
  recordRelayLeft,
  recordRelayPresent,
  supplierRelayGroups,
  unifiedRelayGroup,
  type RelayGroupRecord,
  type RelayRecord,
} from './relay-repository.ts';
import { botTexts, moneyText, statusText } from './texts.ts';

const isGroup = (chat: Chat): chat is Chat.GroupChat | Chat.SupergroupChat =>
  chat.type === 'group' || chat.type === 'supergroup';

/** The relay bot needs messages (text, photos, replies) and its own membership changes. */
export const relayAllowedUpdates = ['message', 'my_chat_member'] as const;

/** At most this many words of one message are looked up as order numbers. */
const maxCandidates = 5;

/**
 * The words of a proof that may be an order number or order code: 6 to 64 of the characters
 * order keys use, with a digit (so "hello" or "thanks" never makes a lookup or a "not found").
 */
export function orderCandidates(text: string): string[] {
  const words = text
    .split(/[\s,，;；。、]+/u)
    .map((w) => w.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''))
    .filter((w) => /^[A-Za-z0-9_\-.:]{6,64}$/.test(w) && /\d/.test(w));
  return [...new Set(words)].slice(0, maxCandidates);
}

/** Whether a group may use the relay: whitelisted, bound, the relay bot still in it. */
const usable = (g: RelayGroupRecord | null): g is RelayGroupRecord & { userId: number } =>
  !!g && g.leftAt === null && g.whitelisted === true && g.userId !== null;

const replyTo = (messageId: number) => ({
  reply_parameters: { message_id: messageId, allow_sending_without_reply: true },
});

/**
 * The relay bot's handlers (decision 081). A merchant group's payment proof (a text, or a photo
 * whose caption names an order while AllowPictureQueryOrder is on) is looked up AS THE MERCHANT and
 * copied, under a header in the target's language, to the supplier's group (or the unified supplier
 * query group while SupplierUnifyQueryGroup is on). A reply there to the copy or its header is
 * copied back to the merchant group as a reply to the proof. Groups not whitelisted get nothing.
 */
export function createRelayBot(
  token: string,
  client: ApiClientOptions,
  wiring: Pick<BotWiring, 'services' | 'log'>,
): Bot {
  const { services: s } = wiring;
  const bot = new Bot(token, { client });

  bot.on('my_chat_member', async (ctx) => {
    const chat = ctx.chat;
    if (!isGroup(chat)) return;
    const status = ctx.myChatMember.new_chat_member.status;
    const now = s.clock.now();
    if (status === 'left' || status === 'kicked') await recordRelayLeft(s.db, chat.id, now);
    else await recordRelayPresent(s.db, chat.id, chat.title, now);
  });

  bot.on('message', async (ctx) => {
    const chat = ctx.chat;
    if (!isGroup(chat)) return;
    const now = s.clock.now();
    const migrated = ctx.message.migrate_to_chat_id;
    if (migrated !== undefined) return moveRelayGroup(s.db, chat.id, migrated, now);
    let group = await findRelayGroup(s.db, chat.id);
    if (!group || group.leftAt !== null || group.title !== chat.title) {
      await recordRelayPresent(s.db, chat.id, chat.title, now);
      group = await findRelayGroup(s.db, chat.id);
    }
    const from = ctx.from;
    if (!from || from.is_bot) return;
    const reply = ctx.message.reply_to_message;
    if (reply && (usable(group) || group?.unifiedQuery)) {
      const proof = await findProofByTarget(s.db, chat.id, reply.message_id);
      if (proof) return relayBack(ctx, proof);
    }
    if (!usable(group)) return;
    const owner = await groupOwner(s.db, group.userId);
    if (owner?.role !== 'merchant') return;
    await relayProof(ctx, ctx.message, group, owner);
  });

  /** A supplier group's answer to a relayed proof, copied to the merchant group as a reply to the proof. */
  async function relayBack(ctx: Context, proof: RelayRecord) {
    const m = ctx.message!;
    const copied = await ctx.api.copyMessage(
      proof.sourceChatId,
      m.chat.id,
      m.message_id,
      replyTo(proof.sourceMessageId),
    );
    await insertRelay(s.db, {
      kind: 'reply',
      sourceChatId: m.chat.id,
      sourceMessageId: m.message_id,
      targetChatId: proof.sourceChatId,
      targetMessageId: copied.message_id,
      orderId: proof.orderId,
      orderCode: proof.orderCode,
      merchantId: proof.merchantId,
      supplierId: proof.supplierId,
      replyToId: proof.id,
      createdAt: s.clock.now(),
    });
  }

  async function relayProof(
    ctx: Context,
    m: Message,
    group: RelayGroupRecord,
    owner: NonNullable<Awaited<ReturnType<typeof groupOwner>>>,
  ) {
    let text = m.text;
    if (text === undefined && m.photo) {
      if ((await settingValue(s.db, 'AllowPictureQueryOrder')) !== true) return;
      text = m.caption;
    }
    if (text === undefined) return;
    const keys = orderCandidates(text);
    if (keys.length === 0) return;
    const t = botTexts(group.language ?? 'zh-CN');
    let order = null;
    for (const key of keys) {
      // As the merchant: only its own orders; another merchant's number is "not found" like a typo.
      order = await findOrderAs(s.db, owner, key);
      if (order) break;
    }
    if (!order) {
      await ctx.api.sendMessage(m.chat.id, t.relayNotFound(keys[0]!), replyTo(m.message_id));
      return;
    }
    const supplierId = await supplierOfOrder(s.db, order.id);
    let targets: RelayGroupRecord[] = [];
    if ((await settingValue(s.db, 'SupplierUnifyQueryGroup')) === true) {
      const unified = await unifiedRelayGroup(s.db);
      if (unified) targets = [unified];
    } else if (supplierId !== null) {
      targets = await supplierRelayGroups(s.db, supplierId);
    }
    targets = targets.filter((g) => g.chatId !== m.chat.id);
    if (targets.length === 0) {
      await ctx.api.sendMessage(m.chat.id, t.relayNoGroup(order.orderCode), replyTo(m.message_id));
      return;
    }
    for (const target of targets) {
      const tt = botTexts(target.language ?? 'zh-CN');
      const header = await ctx.api.sendMessage(
        target.chatId,
        tt.relayHeader({
          orderCode: order.orderCode,
          amount: moneyText(order.amount),
          status: statusText(tt, order.status),
        }),
      );
      const copied = await ctx.api.copyMessage(target.chatId, m.chat.id, m.message_id, replyTo(header.message_id));
      await insertRelay(s.db, {
        kind: 'proof',
        sourceChatId: m.chat.id,
        sourceMessageId: m.message_id,
        targetChatId: target.chatId,
        targetMessageId: copied.message_id,
        headerMessageId: header.message_id,
        orderId: order.id,
        orderCode: order.orderCode,
        merchantId: owner.id,
        supplierId,
        createdAt: s.clock.now(),
      });
    }
  }

  return bot;
}
