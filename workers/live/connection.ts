import { constants } from '../../src/contract/constants.ts';
import { Code } from '../../src/contract/envelope.ts';
import type { HeartbeatData, LiveMessage, LivePush, LiveReply } from '../../src/contract/index.ts';
import { liveCloseSessionExpired } from '../../src/contract/worker-calls.ts';
import type { LiveState } from './protocol.ts';

/** The part of a browser WebSocket the connection uses, so tests can pass a fake. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: (() => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export interface ConnectionOptions {
  url: string;
  /**
   * A one-time ticket for each (re)connect (decision 049: no token in the URL, and the worker has none);
   * null when the session is over, a rejection when the server cannot be reached (retried).
   */
  fetchTicket(): Promise<string | null>;
  createSocket(url: string): SocketLike;
  onState(state: LiveState): void;
  onPush(push: LivePush): void;
  onKey(key: string): void;
  onExpired(): void;
  heartbeatMs?: number;
  /** A heartbeat not answered this long means a dead link: close and reconnect. */
  replyTimeoutMs?: number;
  backoff?: (attempt: number) => number;
}

/** 1 s, 2 s, 4 s … up to 30 s between attempts; reset by a connection that opens. */
export function backoffDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}

interface Pending {
  resolve(reply: LiveReply): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The websocket of product 7.10 as a state machine (uninitialized, connecting, connected, error,
 * closed): a fresh ticket before each socket, commands with request ids counting from 0 on each
 * socket, a heartbeat every 20 s that sends the stored key and stores the reply's, reconnects with
 * backoff after an error or a close, and a full stop on code 1003.
 */
export class LiveConnection {
  state: LiveState = 'uninitialized';
  private socket: SocketLike | null = null;
  private nextId = 0;
  private key = '';
  private attempt = 0;
  private stopped = false;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** Counts open attempts: a ticket that arrives after a stop or a newer attempt is dropped. */
  private attemptId = 0;
  private fetching = false;
  private readonly pending = new Map<number, Pending>();
  private readonly heartbeatMs: number;
  private readonly replyTimeoutMs: number;
  private readonly backoff: (attempt: number) => number;

  constructor(private readonly o: ConnectionOptions) {
    this.heartbeatMs = o.heartbeatMs ?? constants.heartbeatMs;
    this.replyTimeoutMs = o.replyTimeoutMs ?? 10_000;
    this.backoff = o.backoff ?? backoffDelay;
  }

  start(): void {
    this.stopped = false;
    if (!this.socket && !this.retry && !this.fetching) this.open();
  }

  stop(): void {
    this.stopped = true;
    this.teardown();
    this.setState('closed');
  }

  /** Sends one command; resolves with the reply of the same request id. */
  command(commandType: string, data: unknown): Promise<LiveReply> {
    const socket = this.socket;
    if (!socket || this.state !== 'connected') return Promise.reject(new Error('not connected'));
    const requestId = this.nextId++;
    return new Promise<LiveReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(new Error(`no reply to ${commandType} ${requestId}`));
        // A silent link is a dead link: close it and let the reconnect start over.
        if (this.socket === socket) socket.close(4000, 'no reply');
      }, this.replyTimeoutMs);
      this.pending.set(requestId, { resolve, reject, timer });
      // Product 7.10 commands carry a token; the worker has none (HttpOnly cookie), the socket's ticket said who.
      socket.send(JSON.stringify({ requestId, commandType, data, token: null }));
    });
  }

  private setState(state: LiveState): void {
    if (this.state === state) return;
    this.state = state;
    this.o.onState(state);
  }

  private open(): void {
    this.retry = null;
    this.setState('connecting');
    const id = ++this.attemptId;
    this.fetching = true;
    this.o.fetchTicket().then(
      (ticket) => {
        if (id !== this.attemptId) return;
        this.fetching = false;
        if (ticket === null) this.expire();
        else this.connect(ticket);
      },
      () => {
        if (id !== this.attemptId) return;
        this.fetching = false;
        this.setState('error');
        this.scheduleRetry();
      },
    );
  }

  private scheduleRetry(): void {
    this.retry = setTimeout(() => this.open(), this.backoff(this.attempt++));
  }

  private connect(ticket: string): void {
    const url = new URL(this.o.url);
    url.searchParams.set('ticket', ticket);
    const socket = this.o.createSocket(url.toString());
    this.socket = socket;
    this.nextId = 0;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.setState('connected');
      this.sendHeartbeat();
      this.heartbeat = setInterval(() => this.sendHeartbeat(), this.heartbeatMs);
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onerror = () => {
      if (this.socket === socket) this.setState('error');
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.dropSocket();
      if (event.code === liveCloseSessionExpired) return this.expire();
      if (this.stopped) return this.setState('closed');
      if (this.state !== 'error') this.setState('closed');
      this.scheduleRetry();
    };
  }

  private sendHeartbeat(): void {
    const data: HeartbeatData = { key: this.key };
    this.command('heartbeat', data).then(
      (reply) => {
        const key = (reply.data as Partial<HeartbeatData> | null)?.key;
        if (reply.code === Code.ok && typeof key === 'string') {
          this.key = key;
          this.o.onKey(key);
        }
      },
      () => {
        // A timeout closes the socket; a closed socket reconnects. Nothing more to do here.
      },
    );
  }

  private receive(raw: unknown): void {
    let message: LiveMessage;
    try {
      message = JSON.parse(String(raw)) as LiveMessage;
    } catch {
      return;
    }
    if (message.code === Code.sessionExpired) return this.expire();
    if ('requestId' in message) {
      const p = this.pending.get(message.requestId);
      if (!p) return;
      this.pending.delete(message.requestId);
      clearTimeout(p.timer);
      p.resolve(message);
      return;
    }
    if ('commandType' in message) this.o.onPush(message);
  }

  private expire(): void {
    this.stopped = true;
    this.key = '';
    this.teardown();
    this.setState('closed');
    this.o.onExpired();
  }

  private dropSocket(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error('closed'));
    }
    this.pending.clear();
    this.socket = null;
  }

  private teardown(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.attemptId++;
    this.fetching = false;
    const socket = this.socket;
    this.dropSocket();
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'stop');
    }
  }
}
