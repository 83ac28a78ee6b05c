import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { sortLists } from '../message-moves.ts';
import { messageKeys } from './keys.ts';

export const getMessages = async (signal?: AbortSignal) => sortLists(await request(messageCalls.init, {}, { signal }));

/** The inbox's three lists (spec 7.3 message/init), each newest first. */
export const messagesQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.lists(), queryFn: ({ signal }) => getMessages(signal) });

export const useMessages = () => useQuery(messagesQueryOptions());

/** How many inbox messages are unread: the header's badge and the user menu's entry. */
export const useUnreadCount = (): number => useQuery({ ...messagesQueryOptions(), select: (lists) => lists.unread.length }).data ?? 0;
