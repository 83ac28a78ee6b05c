import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A receiver on 127.0.0.1 that counts connections and keeps each request's path: the outbound
 * tests prove with it that nothing connects to a refused address. `answer` replies to every request.
 */
export class Listener {
  connections = 0;
  requests: string[] = [];
  port = 0;
  private readonly server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      this.requests.push(req.url ?? '');
      this.answer(res);
    });
  });

  constructor(public answer: (res: ServerResponse) => void = (res) => res.writeHead(200).end('success')) {}

  async start(): Promise<this> {
    this.server.on('connection', () => this.connections++);
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  close(): void {
    this.server.closeAllConnections();
    this.server.close();
  }
}
