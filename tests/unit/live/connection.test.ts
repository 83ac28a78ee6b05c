import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, LiveConnection } from '../../../workers/live/connection.ts';
import type { LiveState } from '../../../workers/live/protocol.ts';
import { socketFactory } from './fake-socket.ts';

function setup() {
  const f = socketFactory();
  const states: LiveState[] = [];
  const keys: string[] = [];
  const pushes: unknown[] = [];
  const expired = vi.fn();
  let issued = 0;
  const fetchTicket = vi.fn(async (): Promise<string | null> => `ticket-${++issued}`);
  const c = new LiveConnection({
    url: 'wss://bo.example/v1.0/ws',
    fetchTicket,
    createSocket: f.create,
    onState: (s) => states.push(s),
    onKey: (k) => keys.push(k),
    onPush: (p) => pushes.push(p),
    onExpired: expired,
  });
  return { f, c, states, keys, pushes, expired, fetchTicket };
}

/** Lets the ticket's promise settle (fake timers do not run microtasks by themselves). */
const ticketArrives = () => vi.advanceTimersByTimeAsync(0);

describe('live connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with a fresh ticket in the URL, never a token, and goes connecting then connected', async () => {
    const { f, c, states } = setup();
    expect(c.state).toBe('uninitialized');
    c.start();
    expect(states).toEqual(['connecting']);
    await ticketArrives();
    const url = new URL(f.last.url);
    expect(url.searchParams.get('ticket')).toBe('ticket-1');
    expect(url.searchParams.has('token')).toBe(false);
    f.last.open();
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('numbers commands from 0 and sends no token in them', async () => {
    const { f, c } = setup();
    c.start();
    await ticketArrives();
    f.last.open();
    const reply = c.command('echo', { a: 1 });
    expect(f.last.sent.map((m) => m.requestId)).toEqual([0, 1]);
    expect(f.last.sent.every((m) => m.token === null)).toBe(true);
    f.last.reply(1, { a: 1 });
    await expect(reply).resolves.toMatchObject({ requestId: 1, code: 200 });
  });

  it('sends a heartbeat at once and every 20 s, each with the key of the previous reply', async () => {
    const { f, c, keys } = setup();
    c.start();
    await ticketArrives();
    f.last.open();
    expect(f.last.sent).toHaveLength(1);
    expect(f.last.sent[0]).toMatchObject({ requestId: 0, commandType: 'heartbeat', data: { key: '' } });
    f.last.reply(0, { key: 'k1' });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(f.last.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.last.sent[1]).toMatchObject({ requestId: 1, commandType: 'heartbeat', data: { key: 'k1' } });
    f.last.reply(1, { key: 'k2' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(f.last.sent[2]).toMatchObject({ requestId: 2, data: { key: 'k2' } });
    expect(keys).toEqual(['k1', 'k2']);
  });

  it('reconnects after a close with a growing delay, and starts again from request id 0', async () => {
    const { f, c, states } = setup();
    c.start();
    await ticketArrives();
    f.last.drop();
    expect(states.at(-1)).toBe('error');
    expect(f.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(backoffDelay(0) - 1);
    expect(f.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.sockets).toHaveLength(2);
    f.last.drop();
    await vi.advanceTimersByTimeAsync(backoffDelay(1) - 1);
    expect(f.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.sockets).toHaveLength(3);
    f.last.open();
    expect(f.last.sent[0]!.requestId).toBe(0);
    // An open connection resets the delay.
    f.last.onclose?.({ code: 1001 });
    expect(states.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(backoffDelay(0));
    expect(f.sockets).toHaveLength(4);
    expect(f.sockets.map((x) => new URL(x.url).searchParams.get('ticket'))).toEqual([
      'ticket-1',
      'ticket-2',
      'ticket-3',
      'ticket-4',
    ]);
    expect(backoffDelay(10)).toBe(30_000);
  });

  it('closes a link whose heartbeat gets no reply, then reconnects', async () => {
    const { f, c } = setup();
    c.start();
    await ticketArrives();
    f.last.open();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.last.closedWith).toBe(4000);
    f.last.onclose?.({ code: 4000 });
    await vi.advanceTimersByTimeAsync(backoffDelay(0));
    expect(f.sockets).toHaveLength(2);
  });

  it('stops for good on code 1003: closed, no reconnect, no heartbeat', async () => {
    const { f, c, expired, states } = setup();
    c.start();
    await ticketArrives();
    f.last.open();
    f.last.receive({ commandType: 'sessionExpired', code: 1003, data: null, msg: 'Login expired' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(f.sockets).toHaveLength(1);
    expect(f.last.sent).toHaveLength(1);
  });

  it('passes pushed new orders on', async () => {
    const { f, c, pushes } = setup();
    c.start();
    await ticketArrives();
    f.last.open();
    const push = {
      commandType: 'newOrder',
      code: 200,
      data: { orderCode: 'C1', createTime: '2026-01-01T00:00:00.000Z' },
      msg: 'success',
    };
    f.last.receive(push);
    expect(pushes).toEqual([push]);
  });

  it('stops without a socket when the ticket call says the session is over', async () => {
    const { f, c, expired, fetchTicket } = setup();
    fetchTicket.mockResolvedValueOnce(null);
    c.start();
    await ticketArrives();
    expect(expired).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(f.sockets).toHaveLength(0);
  });

  it('retries with backoff when the ticket cannot be had, and opens nothing after a stop', async () => {
    const { f, c, states, fetchTicket } = setup();
    fetchTicket.mockRejectedValueOnce(new Error('offline'));
    c.start();
    await ticketArrives();
    expect(states.at(-1)).toBe('error');
    expect(f.sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(backoffDelay(0));
    expect(f.sockets).toHaveLength(1);
    // Stopped while the next ticket is on its way: the ticket is dropped, no socket opens.
    let arrive: (ticket: string) => void = () => {};
    fetchTicket.mockReturnValueOnce(new Promise<string>((resolve) => (arrive = resolve)));
    f.last.drop();
    await vi.advanceTimersByTimeAsync(backoffDelay(1));
    c.stop();
    arrive('late-ticket');
    await ticketArrives();
    expect(f.sockets).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');
  });
});
