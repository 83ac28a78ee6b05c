import { z } from 'zod';
import { int4Max } from '../validation.ts';
import { call } from '../call.ts';
import type { Language } from '../constants.ts';

/** Where a message is in the inbox (product 4): unread -> readed -> trash, and trash -> readed. */
export const MessageState = { unread: 0, readed: 1, trash: 2 } as const;
export type MessageStateId = (typeof MessageState)[keyof typeof MessageState];

/**
 * A message in the languages other than the one it was written in (title and content each): the
 * inbox answers in the reader's language (the request's Accept-Language) when it has it.
 */
export type MessageTranslations = Partial<Record<Language, { title: string; content: string }>>;

/** A message in the inbox lists: no content, which is fetched once per msg_id (product 4). */
export interface MessageRow {
  msg_id: number;
  title: string;
  /** ISO 8601, UTC. */
  create_time: string;
}

export interface MessageContent extends MessageRow {
  content: string;
}

/** Product 7.3: the three lists, each newest first by create_time. */
export interface MessageLists {
  unread: MessageRow[];
  readed: MessageRow[];
  trash: MessageRow[];
}

const msgId = z.object({
  msg_id: z.coerce
    .number({ message: 'validation.required' })
    .int('validation.required')
    .max(int4Max, 'validation.integer.tooLarge')
    .positive('validation.required'),
});

export const messageCalls = {
  init: call<MessageLists>()({ method: 'GET', path: '/v1.0/message/init', input: z.object({}), access: 'anyUser' }),
  content: call<MessageContent>()({ method: 'GET', path: '/v1.0/message/content', input: msgId, access: 'anyUser' }),
  /** unread -> readed. */
  hasRead: call<null>()({ method: 'POST', path: '/v1.0/message/has_read', input: msgId, access: 'anyUser' }),
  /** readed -> trash. */
  removeReaded: call<null>()({ method: 'POST', path: '/v1.0/message/remove_readed', input: msgId, access: 'anyUser' }),
  /** trash -> readed. */
  restore: call<null>()({ method: 'POST', path: '/v1.0/message/restore', input: msgId, access: 'anyUser' }),
};
