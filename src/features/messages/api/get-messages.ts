import { useLingui } from '@lingui/react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { messageCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { sortLists } from '../message-moves.ts';
import { messageKeys } from './keys.ts';

export const getMessages = async (signal?: AbortSignal) => sortLists(await request(messageCalls.init, {}, { signal }));

/** The inbox's three lists (product 7.3 message/init), each newest first. */
export const messagesQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.lists(), queryFn: ({ signal }) => getMessages(signal) });

/** The titles come in the reader's language: another language on screen asks for them again. */
function useListsFollowLanguage() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const shown = useRef(i18n.locale);
  useEffect(() => {
    if (shown.current === i18n.locale) return;
    shown.current = i18n.locale;
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
  }, [i18n.locale, queryClient]);
}

export function useMessages() {
  useListsFollowLanguage();
  return useQuery(messagesQueryOptions());
}

/** How many inbox messages are unread: the header's badge and the user menu's entry. */
export function useUnreadCount(): number {
  useListsFollowLanguage();
  return useQuery({ ...messagesQueryOptions(), select: (lists) => lists.unread.length }).data ?? 0;
}
