import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payout as the fake keeps it (the RazorpayX payout entity's fields the server reads). */
export interface FakePayout {
  id: string;
  status: string;
  amount: number;
  reference_id: string;
  utr: string | null;
  failure_reason: string | null;
  fund_account: unknown;
}

/**
 * A RazorpayX-style payout API on 127.0.0.1 for the gateway tests: POST /v1/payouts (basic auth,
 * X-Payout-Idempotency: the same key answers the payout it made), GET /v1/payouts/:id and the
 * list the connection test reads. `timeoutAfterAccept` makes it take a payout and never answer,
 * as a gateway whose reply is lost.
 */
export class FakeGateway {
  port = 0;
  readonly payouts = new Map<string, FakePayout>();
  readonly byKey = new Map<string, string>();
  /** Every POST /v1/payouts received, with its idempotency key. */
  readonly posts: { key: string; body: Record<string, unknown> }[] = [];
  /** The status a new payout starts in. */
  initialStatus = 'processing';
  /** Take the next payouts and never answer their POST. */
  timeoutAfterAccept = false;
  /** Answer POST /v1/payouts with this status and error instead of taking the payout. */
  refuseWith: number | null = null;
  private serial = 0;
  private readonly server: Server;

  constructor(
    readonly keyId = 'rzp_test_KEYID000001',
    readonly keySecret = 'fake-key-secret-0001',
    readonly webhookSecret = 'fake-webhook-secret-01',
  ) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.handle(req, res, Buffer.concat(chunks).toString('utf8')));
    });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  close(): void {
    this.server.closeAllConnections();
    this.server.close();
  }

  /** Paid (processed, with a UTR) or refused (rejected with a reason), as the bank decides later. */
  settle(id: string, status: 'processed' | 'rejected' | 'reversed', reason = 'Beneficiary bank offline'): FakePayout {
    const p = this.payouts.get(id)!;
    p.status = status;
    if (status === 'processed') p.utr = String(900_000_000_000 + Number(id.replace(/\D/g, '')));
    else p.failure_reason = reason;
    return p;
  }

  /** The webhook body and its signature, as RazorpayX sends a payout event. */
  webhookFor(p: FakePayout, secret = this.webhookSecret): { body: string; signature: string } {
    const body = JSON.stringify({
      entity: 'event',
      event: `payout.${p.status}`,
      payload: { payout: { entity: p } },
      created_at: 1,
    });
    return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
  }

  private authorized(req: IncomingMessage): boolean {
    return req.headers.authorization === `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
  }

  private handle(req: IncomingMessage, res: ServerResponse, text: string): void {
    const json = (status: number, body: unknown): void => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (!this.authorized(req))
      return json(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } });
    const url = new URL(req.url ?? '/', this.baseUrl);
    if (req.method === 'GET' && url.pathname === '/v1/payouts')
      return json(200, { entity: 'collection', count: 0, items: [] });
    if (req.method === 'GET' && url.pathname.startsWith('/v1/payouts/')) {
      const p = this.payouts.get(decodeURIComponent(url.pathname.slice('/v1/payouts/'.length)));
      return p ? json(200, p) : json(404, { error: { description: 'The id provided does not exist' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/payouts') {
      const key = String(req.headers['x-payout-idempotency'] ?? '');
      const body = JSON.parse(text) as Record<string, unknown>;
      this.posts.push({ key, body });
      if (this.refuseWith !== null) return json(this.refuseWith, { error: { description: 'Invalid IFSC code' } });
      const known = key ? this.byKey.get(key) : undefined;
      if (known) return json(200, this.payouts.get(known));
      const p: FakePayout = {
        id: `pout_${++this.serial}`,
        status: this.initialStatus,
        amount: Number(body.amount),
        reference_id: String(body.reference_id),
        utr: null,
        failure_reason: null,
        fund_account: body.fund_account,
      };
      this.payouts.set(p.id, p);
      if (key) this.byKey.set(key, p.id);
      // Taken, but the answer never comes: the caller times out not knowing.
      if (this.timeoutAfterAccept) return;
      return json(200, p);
    }
    json(404, { error: { description: 'Not found' } });
  }
}
