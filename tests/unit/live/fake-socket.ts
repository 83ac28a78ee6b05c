import type { SocketLike } from '../../../workers/live/connection.ts';

/** A WebSocket stand-in the test drives by hand: open, answer, close. */
export class FakeSocket implements SocketLike {
  sent: Array<{ requestId: number; commandType: string; data: unknown; token: string | null }> = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as FakeSocket['sent'][number]);
  }

  close(code = 1000): void {
    this.closedWith = code;
  }

  open(): void {
    this.onopen?.();
  }

  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The server or the network ends the socket. */
  drop(code = 1006): void {
    this.onerror?.();
    this.onclose?.({ code });
  }

  reply(index: number, data: unknown, code = 200): void {
    this.receive({ requestId: this.sent[index]!.requestId, code, data, msg: 'success' });
  }
}

export function socketFactory() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    create: (url: string) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    get last(): FakeSocket {
      return sockets.at(-1)!;
    },
  };
}
