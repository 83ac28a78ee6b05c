import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { messageKeys } from './keys.ts';

export const getMessageContent = (msgId: number, signal?: AbortSignal) =>
  request(messageCalls.content, { msg_id: msgId }, { signal });

/** Product 4: a message's content is fetched once per msg_id (and language) and then kept; it never changes. */
export const messageContentQueryOptions = (msgId: number, lang: string) =>
  queryOptions({
    queryKey: messageKeys.content(msgId, lang),
    queryFn: ({ signal }) => getMessageContent(msgId, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useMessageContent(msgId: number | null) {
  const { i18n } = useLingui();
  return useQuery({ ...messageContentQueryOptions(msgId ?? 0, i18n.locale), enabled: msgId !== null });
}
