import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { staticResolver } from './support/dns.ts';

/** Decision 041: a plain-http push address is refused at subscribe, with the field's message. */
describe.each(backends)('push subscribe refuses plain http (%s)', (kind) => {
  let b: TestBackend;
  let token: string;
  const keys = {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  const subscribe = (endpoint: string) => b.call('POST', '/v1.0/push/subscribe', { endpoint, keys }, { token });
  const stored = async (endpoint: string) =>
    (await b.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length;

  beforeAll(async () => {
    // A public answer for the push service's name: the machine running the tests may have no DNS.
    b = await startBackend(kind, { orderCount: 5, resolve: staticResolver({ 'push.example.com': ['93.184.216.34'] }) });
    token = await b.sessionFor('merchant01');
  });
  afterAll(() => b?.close());

  it('answers 400 on the endpoint field with validation.push.httpsRequired and stores nothing', async () => {
    for (const endpoint of [
      'http://push.example.com/send/abc',
      'http://10.0.0.5/push/abc',
      'ftp://push.example.com/abc',
    ]) {
      const res = await subscribe(endpoint);
      expect([endpoint, res.code, res.msgId, (res.data as { field: string }).field]).toEqual([
        endpoint,
        400,
        'validation.push.httpsRequired',
        'endpoint',
      ]);
      expect(res.msg).toBe('endpoint: A push address must start with https://');
      expect(await stored(endpoint)).toBe(0);
    }
  });

  it('still takes an https address', async () => {
    expect((await subscribe('https://push.example.com/send/abc')).code).toBe(200);
    expect(await stored('https://push.example.com/send/abc')).toBe(1);
  });
});
