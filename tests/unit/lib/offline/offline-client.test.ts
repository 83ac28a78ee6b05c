import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageCalls, orderCalls } from '../../../../src/contract/index.ts';
import { isApiError, request } from '../../../../src/lib/api/client.ts';
import { markSignedIn } from '../../../../src/lib/api/session.ts';
import { queuedActions, replayQueue } from '../../../../src/lib/offline/action-queue.ts';
import { harmlessCallByPath, offlineGate } from '../../../../src/lib/offline/offline-gate.ts';
import { writeOwner } from '../../../../src/lib/offline/storage-keys.ts';
import { installBrowserGlobals } from '../../support/browser-globals.ts';

const net = { onLine: true };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  installBrowserGlobals();
  net.onLine = true;
  vi.stubGlobal('navigator', net);
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'success', data: null })));
  vi.stubGlobal('fetch', fetchMock);
  markSignedIn(1);
  writeOwner(7);
  await clear();
});
afterEach(() => vi.unstubAllGlobals());

/** Replays user 7's queue with the real API client, as the offline host does. */
const replay = () =>
  replayQueue(7, async (action) => {
    const def = harmlessCallByPath(action.path);
    if (!def) return 'done';
    try {
      await request(def, action.input as never);
      return 'done';
    } catch (err) {
      return isApiError(err) ? 'done' : 'retry';
    }
  });

describe('the API client offline', () => {
  it('refuses a supplement (money, Google code) before sending, with the offline message', async () => {
    net.onLine = false;
    const err: unknown = await request(orderCalls.replenishmentOrder, {
      orderCode: 'P1',
      utr: '412345678901',
      googleCode: '123456',
    }).catch((e: unknown) => e);
    expect(isApiError(err) && err.msgId).toBe('errors.offline');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await queuedActions(7)).toEqual([]);
  });

  it('lets reads through and sends everything when online', () => {
    expect(offlineGate(messageCalls.init, true)).toBe('send');
    expect(offlineGate(orderCalls.replenishmentOrder, false)).toBe('send');
    expect(offlineGate(messageCalls.hasRead, true)).toBe('queue');
  });

  it('queues a harmless action offline and replays it exactly once, even when two replays race', async () => {
    net.onLine = false;
    await expect(request(messageCalls.hasRead, { msg_id: 41 })).resolves.toBeNull();
    await request(messageCalls.removeReaded, { msg_id: 42 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await queuedActions(7)).map((a) => a.path)).toEqual([
      messageCalls.hasRead.path,
      messageCalls.removeReaded.path,
    ]);

    net.onLine = true;
    // A second 'online' event during the replay joins it instead of starting another.
    expect(await Promise.all([replay(), replay()])).toEqual([2, 2]);
    expect(await replay()).toBe(0);
    const sent = fetchMock.mock.calls.map(([url, init]) => [
      new URL(String(url), 'http://localhost').pathname,
      (init as RequestInit).body,
    ]);
    expect(sent).toEqual([
      [messageCalls.hasRead.path, JSON.stringify({ msg_id: 41 })],
      [messageCalls.removeReaded.path, JSON.stringify({ msg_id: 42 })],
    ]);
    expect(await queuedActions(7)).toEqual([]);
  });

  it('keeps a queued action when the server was not reached, and sends it on the next replay', async () => {
    net.onLine = false;
    await request(messageCalls.restore, { msg_id: 5 });
    net.onLine = true;
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await replay()).toBe(0);
    expect(await queuedActions(7)).toHaveLength(1);
    expect(await replay()).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await queuedActions(7)).toEqual([]);
  });
});
