import {
  Code,
  MessageState,
  type Language,
  type MessageContent,
  type MessageLists,
  type MessageStateId,
  type MessageTranslations,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { findOwnMessage, listMessages, moveMessage } from './repository.ts';

/**
 * Each list is capped: an inbox is read, not archived, and a user who never empties the trash
 * must not make every page load slower. The newest ones are the ones anybody looks for.
 */
export const inboxListLimit = 500;

interface Stored {
  id: number;
  title: string;
  translations: MessageTranslations | null;
  createdAt: Date;
}

/** The message in the reader's language when it has one, else as it was written. */
const inLanguage = (m: Stored & { content?: string }, lang: Language | null) => (lang && m.translations?.[lang]) || m;

const toRow = (m: Stored, lang: Language | null) => ({
  msg_id: m.id,
  title: inLanguage(m, lang).title,
  create_time: m.createdAt.toISOString(),
});

export async function inboxLists(ctx: AuthedContext): Promise<MessageLists> {
  const me = ctx.auth.user.id;
  const lang = requestLanguage(ctx.req);
  const list = (state: MessageStateId) =>
    listMessages(ctx.db, me, state, inboxListLimit).then((rows) => rows.map((r) => toRow(r, lang)));
  const [unread, readed, trash] = await Promise.all([
    list(MessageState.unread),
    list(MessageState.readed),
    list(MessageState.trash),
  ]);
  return { unread, readed, trash };
}

export async function messageContent(msgId: number, ctx: AuthedContext): Promise<MessageContent> {
  const m = await findOwnMessage(ctx.db, ctx.auth.user.id, msgId);
  if (!m) throw notFound();
  const lang = requestLanguage(ctx.req);
  return { ...toRow(m, lang), content: inLanguage(m, lang).content ?? m.content };
}

/** The moves of product 4. Any other is refused with 409; repeating a move that already happened is a no-op. */
const moves = {
  hasRead: { from: MessageState.unread, to: MessageState.readed },
  removeReaded: { from: MessageState.readed, to: MessageState.trash },
  restore: { from: MessageState.trash, to: MessageState.readed },
} as const satisfies Record<string, { from: MessageStateId; to: MessageStateId }>;

export async function moveOwnMessage(move: keyof typeof moves, msgId: number, ctx: AuthedContext): Promise<null> {
  const { from, to } = moves[move];
  const me = ctx.auth.user.id;
  if (await moveMessage(ctx.db, me, msgId, from, to, ctx.clock.now())) return null;
  const m = await findOwnMessage(ctx.db, me, msgId);
  if (!m) throw notFound();
  // A double tap or an offline queue replaying the move finds it done: that is success, not an error.
  if (m.state === to) return null;
  throw new ApiError(Code.conflict, 'errors.messageStateInvalid');
}
