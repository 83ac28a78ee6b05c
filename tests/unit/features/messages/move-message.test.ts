import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageLists } from '../../../../src/contract/index.ts';
import { messageKeys } from '../../../../src/features/messages/api/keys.ts';
import { isMoving, moveMessageOptions } from '../../../../src/features/messages/api/move-message.ts';
import { applyMove, sortLists } from '../../../../src/features/messages/message-moves.ts';
import { installBrowserGlobals } from '../../support/browser-globals.ts';

const row = (msg_id: number, day: number) => ({
  msg_id,
  title: `Message ${msg_id}`,
  create_time: `2026-05-${String(day).padStart(2, '0')}T08:00:00.000Z`,
});
const inbox = (): MessageLists => ({ unread: [row(3, 12), row(1, 10)], readed: [row(2, 11)], trash: [row(4, 9)] });

/** A fetch that waits until the test lets it answer, so the optimistic state can be looked at. */
function heldAnswer(body: unknown, status = 200) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const fetchMock = vi.fn(async () => {
    await gate;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

describe('message moves', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    installBrowserGlobals();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    queryClient.setQueryData(messageKeys.lists(), inbox());
  });
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const lists = () => queryClient.getQueryData<MessageLists>(messageKeys.lists())!;

  it('marking read drops the unread count by one at once and keeps it after success', async () => {
    const server = heldAnswer({ code: 200, msg: 'success', data: null });
    const observer = new MutationObserver(queryClient, moveMessageOptions(queryClient, 'markRead'));
    const done = observer.mutate(3);
    await vi.waitFor(() => expect(lists().unread).toHaveLength(1));
    expect(lists().readed.map((m) => m.msg_id)).toEqual([3, 2]);
    expect(isMoving(queryClient, 'markRead', 3)).toBe(true);
    expect(isMoving(queryClient, 'markRead', 1)).toBe(false);

    server.release();
    await done;
    expect(lists().unread.map((m) => m.msg_id)).toEqual([1]);
    expect(isMoving(queryClient, 'markRead', 3)).toBe(false);
    const [url, init] = server.fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1.0/message/has_read');
    expect(JSON.parse(String(init.body))).toEqual({ msg_id: 3 });
  });

  it('puts the lists back when the server refuses', async () => {
    const server = heldAnswer(
      { code: 409, msg: 'The message cannot be moved', msgId: 'errors.messageStateInvalid', data: null },
      409,
    );
    const observer = new MutationObserver(queryClient, moveMessageOptions(queryClient, 'markRead'));
    const done = observer.mutate(1).catch((e: unknown) => e);
    await vi.waitFor(() => expect(lists().unread).toHaveLength(1));
    server.release();
    expect(await done).toMatchObject({ code: 409 });
    expect(lists()).toEqual(inbox());
  });

  it('remove and restore move between read and trash', async () => {
    heldAnswer({ code: 200, msg: 'success', data: null }).release();
    await new MutationObserver(queryClient, moveMessageOptions(queryClient, 'remove')).mutate(2);
    expect(lists().readed).toEqual([]);
    expect(lists().trash.map((m) => m.msg_id)).toEqual([2, 4]);
    await new MutationObserver(queryClient, moveMessageOptions(queryClient, 'restore')).mutate(4);
    expect(lists().trash.map((m) => m.msg_id)).toEqual([2]);
    expect(lists().readed.map((m) => m.msg_id)).toEqual([4]);
  });
});

describe('applyMove and sortLists', () => {
  it('leaves the lists alone when the message is not where the move starts', () => {
    const lists = inbox();
    expect(applyMove(lists, 'remove', 3)).toBe(lists);
  });

  it('sorts every list newest first by create_time', () => {
    const sorted = sortLists({ unread: [row(1, 1), row(2, 3), row(3, 2)], readed: [], trash: [] });
    expect(sorted.unread.map((m) => m.msg_id)).toEqual([2, 3, 1]);
  });
});
