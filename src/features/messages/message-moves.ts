import type { MessageLists, MessageRow } from '../../contract/index.ts';

export type Folder = keyof MessageLists;

/** The three moves of product 4: unread -> readed, readed -> trash, trash -> readed. */
export const moves = {
  markRead: { from: 'unread', to: 'readed' },
  remove: { from: 'readed', to: 'trash' },
  restore: { from: 'trash', to: 'readed' },
} as const satisfies Record<string, { from: Folder; to: Folder }>;
export type MessageMove = keyof typeof moves;

const newestFirst = (a: MessageRow, b: MessageRow) =>
  Date.parse(b.create_time) - Date.parse(a.create_time) || b.msg_id - a.msg_id;

/** Product 4: every list newest first by create_time, whatever order the server sent. */
export function sortLists(lists: MessageLists): MessageLists {
  return {
    unread: [...lists.unread].sort(newestFirst),
    readed: [...lists.readed].sort(newestFirst),
    trash: [...lists.trash].sort(newestFirst),
  };
}

/** The lists after one move; unchanged when the message is not where the move starts. */
export function applyMove(lists: MessageLists, move: MessageMove, msgId: number): MessageLists {
  const { from, to } = moves[move];
  const row = lists[from].find((m) => m.msg_id === msgId);
  if (!row) return lists;
  return {
    ...lists,
    [from]: lists[from].filter((m) => m.msg_id !== msgId),
    [to]: [row, ...lists[to]].sort(newestFirst),
  };
}
