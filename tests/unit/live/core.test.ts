import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LastOrder } from '../../../src/contract/index.ts';
import { LiveCore } from '../../../workers/live/core.ts';
import type { LiveSession, WorkerToTab } from '../../../workers/live/protocol.ts';
import { socketFactory } from './fake-socket.ts';

const session = (role: LiveSession['role'], signIn = 's1'): LiveSession => ({
  signIn,
  role,
  wsUrl: 'ws://bo.test/v1.0/ws',
  apiBase: 'http://bo.test',
});
const newOrder = (code: string) => ({
  commandType: 'newOrder',
  code: 200,
  data: { orderCode: code, createTime: new Date().toISOString() },
  msg: 'success',
});

function tab() {
  const got: WorkerToTab[] = [];
  return {
    got,
    port: { post: (m: WorkerToTab) => got.push(m) },
    of: (type: WorkerToTab['type']) => got.filter((m) => m.type === type),
  };
}

function setup(last: LastOrder | null = null) {
  const f = socketFactory();
  const fetchLastOrder = vi.fn(async () => ({ code: 200, data: last }));
  let issued = 0;
  const fetchTicket = vi.fn(async (s: LiveSession) => `${s.signIn}-ticket-${++issued}`);
  return {
    f,
    fetchLastOrder,
    fetchTicket,
    core: new LiveCore({ createSocket: f.create, fetchLastOrder, fetchTicket }),
  };
}

describe('live core', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps one websocket and one poll for every tab of the same session', async () => {
    const { f, core, fetchLastOrder } = setup();
    const a = tab();
    const b = tab();
    core.handle(a.port, { type: 'start', session: session('admin') });
    core.handle(b.port, { type: 'start', session: session('admin') });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.sockets).toHaveLength(1);
    expect(fetchLastOrder).toHaveBeenCalledTimes(2);
    f.last.open();
    expect(a.of('state').at(-1)).toEqual({ type: 'state', state: 'connected' });
    expect(b.of('state').at(-1)).toEqual({ type: 'state', state: 'connected' });
  });

  it('alerts every tab but hands the system notification to one tab only', async () => {
    const { f, core } = setup();
    const a = tab();
    const b = tab();
    core.handle(a.port, { type: 'start', session: session('admin') });
    core.handle(b.port, { type: 'start', session: session('admin') });
    await vi.advanceTimersByTimeAsync(0);
    f.last.open();
    f.last.receive(newOrder('C7'));
    expect(a.of('alert')).toHaveLength(1);
    expect(b.of('alert')).toHaveLength(1);
    expect(a.of('notify').length + b.of('notify').length).toBe(1);
    core.handle(a.port, { type: 'reset' });
    expect(b.of('notice').at(-1)).toEqual({ type: 'notice', notice: null });
  });

  it('polls at once when the socket opens again, so an order pushed while it was down is not 10 s late', async () => {
    const { f, core, fetchLastOrder } = setup({ orderCode: 'C1', createTime: '2026-11-28T04:00:00.000Z' });
    const a = tab();
    core.handle(a.port, { type: 'start', session: session('admin') });
    await vi.advanceTimersByTimeAsync(0);
    f.last.open();
    expect(fetchLastOrder).toHaveBeenCalledTimes(1);
    f.last.drop();
    fetchLastOrder.mockResolvedValue({ code: 200, data: { orderCode: 'C2', createTime: '2026-11-28T04:00:05.000Z' } });
    await vi.advanceTimersByTimeAsync(1_000);
    f.last.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLastOrder).toHaveBeenCalledTimes(2);
    expect(a.of('alert').map((m) => m.type === 'alert' && m.notice.orderCode)).toEqual(['C2']);
  });

  it('gives a merchant the pushed order but no notice', async () => {
    const { f, core, fetchLastOrder } = setup();
    const a = tab();
    core.handle(a.port, { type: 'start', session: session('merchant') });
    await vi.advanceTimersByTimeAsync(0);
    f.last.open();
    f.last.receive(newOrder('C8'));
    expect(a.of('newOrder')).toHaveLength(1);
    expect(a.of('alert')).toEqual([]);
    expect(fetchLastOrder).not.toHaveBeenCalled();
  });

  it('tells every tab when the session expired and stops', async () => {
    const { f, core } = setup();
    const a = tab();
    core.handle(a.port, { type: 'start', session: session('supplier') });
    await vi.advanceTimersByTimeAsync(0);
    f.last.open();
    f.last.receive({ commandType: 'sessionExpired', code: 1003, data: null, msg: '' });
    expect(a.of('expired')).toEqual([{ type: 'expired', signIn: session('supplier').signIn }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.sockets).toHaveLength(1);
  });

  it('starts over with a new socket when another user signs in', async () => {
    const { f, core } = setup();
    const a = tab();
    core.handle(a.port, { type: 'start', session: session('admin', 's1') });
    await vi.advanceTimersByTimeAsync(0);
    core.handle(a.port, { type: 'start', session: session('supplier', 's2') });
    await vi.advanceTimersByTimeAsync(0);
    expect(f.sockets).toHaveLength(2);
    expect(f.sockets[0]!.closedWith).toBe(1000);
    expect(new URL(f.last.url).searchParams.get('ticket')).toBe('s2-ticket-2');
  });
});
