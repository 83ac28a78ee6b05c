import { Code } from '../../src/contract/envelope.ts';
import type { LastOrder, LiveTicket } from '../../src/contract/index.ts';
import { workerCalls } from '../../src/contract/worker-calls.ts';
import type { SocketLike } from './connection.ts';
import type { CoreDeps } from './core.ts';
import type { LiveSession } from './protocol.ts';

/** The browser side of the core's dependencies, for both worker entries. */
export const browserDeps: CoreDeps = {
  createSocket: (url: string): SocketLike => {
    const ws = new WebSocket(url);
    const like: SocketLike = {
      send: (data) => ws.send(data),
      close: (code, reason) => ws.close(code, reason),
      onopen: null,
      onmessage: null,
      onerror: null,
      onclose: null,
    };
    // Read at event time, so the connection may set or clear its handlers whenever it likes.
    ws.onopen = () => like.onopen?.();
    ws.onmessage = (e: MessageEvent) => like.onmessage?.({ data: e.data });
    ws.onerror = () => like.onerror?.();
    ws.onclose = (e: CloseEvent) => like.onclose?.({ code: e.code });
    return like;
  },
  async fetchLastOrder(session: LiveSession) {
    const res = await fetch(`${session.apiBase}${workerCalls.lastOrder.path}`, {
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
    const body = (await res.json()) as { code?: unknown; data?: LastOrder | null };
    return { code: typeof body.code === 'number' ? body.code : res.status, data: body.data ?? null };
  },
  async fetchTicket(session: LiveSession) {
    const res = await fetch(`${session.apiBase}${workerCalls.liveTicket.path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'include',
      body: '{}',
    });
    const body = (await res.json()) as { code?: unknown; data?: Partial<LiveTicket> | null };
    if (body.code === Code.sessionExpired) return null;
    if (body.code !== Code.ok || typeof body.data?.ticket !== 'string')
      throw new Error(`live ticket: ${String(body.code ?? res.status)}`);
    return body.data.ticket;
  },
};
