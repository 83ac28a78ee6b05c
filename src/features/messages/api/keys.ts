import type { MessageMove } from '../message-moves.ts';

/** Query keys of the inbox: the three lists together, and each message's content by msg_id. */
export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'lists'] as const,
  /** The server answers in the reader's language, so each language keeps its own copy. */
  content: (msgId: number, lang: string) => [...messageKeys.all, 'content', msgId, lang] as const,
  /** Mutation key of one move of one message: a second tap while it runs is ignored. */
  move: (move?: MessageMove, msgId?: number) =>
    [...messageKeys.all, 'move', ...(move ? [move] : []), ...(msgId !== undefined ? [msgId] : [])] as const,
};
