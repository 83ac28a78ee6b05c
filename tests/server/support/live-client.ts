import type { FastifyInstance } from 'fastify';
import type { LiveMessage } from '../../../src/contract/index.ts';

/** The part of the `ws` client used by the live tests (the project has no @types/ws). */
interface WsClient {
  send(data: string): void;
  close(): void;
  terminate(): void;
  on(event: 'message', listener: (raw: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
}

export interface LiveTestClient {
  messages: LiveMessage[];
  send(command: Record<string, unknown>): void;
  /** The first message (already received or coming) that matches, or a rejection after `ms`. */
  next(match: (m: LiveMessage) => boolean, ms?: number): Promise<LiveMessage>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

/** A one-time websocket ticket of the session, as the live worker gets one before each connect. */
export async function liveTicket(app: FastifyInstance, token: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1.0/live/ticket', headers: { token }, payload: {} });
  const body = res.json() as { code: number; msg: string; data: { ticket: string } };
  if (body.code !== 200) throw new Error(`live ticket: ${body.code} ${body.msg}`);
  return body.data.ticket;
}

/** Opens the websocket the way the app does: a fresh ticket of the session, then `?ticket=`. */
export async function connectLive(app: FastifyInstance, token: string | null): Promise<LiveTestClient> {
  return connectLiveAt(app, token ? `/v1.0/ws?ticket=${encodeURIComponent(await liveTicket(app, token))}` : '/v1.0/ws');
}

/** Opens the websocket at exactly this path through Fastify's injectWS (no port needed). */
export async function connectLiveAt(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
): Promise<LiveTestClient> {
  const messages: LiveMessage[] = [];
  const waiters = new Set<() => void>();
  let onClose: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  const ws = (await app.injectWS(
    path,
    { headers },
    {
      // Listeners go on before the upgrade completes, so a message sent at once is not lost.
      onInit: (socket: WsClient) => {
        socket.on('message', (raw) => {
          messages.push(JSON.parse(String(raw)) as LiveMessage);
          for (const w of [...waiters]) w();
        });
        socket.on('close', (code) => onClose(code));
      },
    },
  )) as WsClient;
  return {
    messages,
    send: (command) => ws.send(JSON.stringify(command)),
    next: (match, ms = 3000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const hit = messages.find(match);
          if (!hit) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live message within ${ms} ms; got ${JSON.stringify(messages)}`));
        }, ms);
        if (!check()) waiters.add(check);
      }),
    closed,
    close: () => ws.terminate(),
  };
}

/** Waits long enough for an event that should NOT arrive to have arrived if it were coming. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
