import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { demoMerchantKeys, demoTestKey } from '../../server/seed/demo-users.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { merchantSign, signText, type Params } from './support/plain-merchant.ts';

/*
 * Every example of docs/merchant-api.md runs: each block under an `<!-- example: NAME k=v … -->`
 * comment is read from the document itself, the signing example is recomputed from its parameters
 * and key, and each request is sent to a server with the demo data as shipped, as a merchant would
 * with fetch and node:crypto only. The zh-CN and zh-TW translations carry the same blocks
 * (tests/unit/docs/merchant-api-languages.test.ts).
 */
interface Example {
  name: string;
  attrs: Record<string, string>;
  lang: string;
  code: string;
}

/** The blocks that follow an example marker, in the document's order. */
function examples(markdown: string): Example[] {
  const found: Example[] = [];
  const re = /<!-- example: (\S+)((?: \S+=\S+)*) -->\n\n```(\w*)\n([\s\S]*?)\n```/g;
  for (const m of markdown.matchAll(re)) {
    const attrs = Object.fromEntries(
      m[2]!
        .trim()
        .split(' ')
        .filter(Boolean)
        .map((pair) => pair.split('=', 2) as [string, string]),
    );
    found.push({ name: m[1]!, attrs, lang: m[3]!, code: m[4]! });
  }
  return found;
}

const doc = readFileSync(new URL('../../docs/merchant-api.md', import.meta.url), 'utf8');
const all = examples(doc);
const requests = all.filter((e) => e.attrs.path);
const signings = all.filter((e) => e.name === 'sign');
const drive = all.find((e) => e.name === 'drive-test-order');
const demoKey = demoMerchantKeys.merchant01!;

describe('docs/merchant-api.md examples, read from the document', () => {
  it('has a signing example and request examples, each a JSON body with a sign', () => {
    expect(signings.length).toBeGreaterThan(0);
    expect(requests.map((e) => e.name)).toEqual(
      expect.arrayContaining(['create-order', 'query-order', 'query-unknown-order', 'query-balance']),
    );
    for (const e of requests) {
      expect(e.lang, e.name).toBe('json');
      expect(typeof (JSON.parse(e.code) as Params).sign, e.name).toBe('string');
    }
  });

  it.each(signings.map((e) => [e.attrs.of ?? '', e] as const))(
    'the signing example of %s hashes its own text and the parameters it names',
    (_, e) => {
      const [text, sign] = e.code.split('\n');
      const request = requests.find((r) => r.name === e.attrs.of);
      expect(request, `no example named ${e.attrs.of}`).toBeDefined();
      const params = JSON.parse(request!.code) as Params;
      expect(text).toBe(signText(params, e.attrs.key!));
      expect(sign).toBe(merchantSign(params, e.attrs.key!, e.attrs.signType!));
      expect(params.sign).toBe(sign);
    },
  );

  it.each(requests.map((e) => [e.name, e] as const))('the printed sign of %s is the one the demo key gives', (_, e) => {
    const params = JSON.parse(e.code) as Params;
    expect(params.sign).toBe(merchantSign(params, demoKey, 'MD5'));
  });
});

describe.each(backends)('docs/merchant-api.md examples against the demo data (%s)', (kind) => {
  let b: TestBackend;
  let base = '';
  let demo: { id: number; key: string; signType: string };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 0 });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    const [row] = await b.db.select().from(users).where(eq(users.account, 'merchant01'));
    demo = { id: row!.id, key: row!.merchantKey!, signType: row!.signType ?? 'MD5' };
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('the demo merchant has the key the document signs with', () => {
    expect(demo.key).toBe(demoKey);
    expect(demo.signType).toBe('MD5');
  });

  // In the document's order: the queries find the order the create example placed.
  it.each(requests.map((e) => [e.name, e.attrs.expect, e] as const))(
    '%s answers %s as documented',
    async (_, expected, e) => {
      const params = JSON.parse(e.code) as Params;
      expect(params.mchId, 'the demo merchant merchant01 is mchId').toBe(demo.id);
      const body = { ...params, sign: merchantSign(params, demo.key, demo.signType) };
      expect(body.sign).toBe(params.sign);
      const res = await fetch(`${base}${e.attrs.path!}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { code: number; msg: string; msgId?: string };
      expect(answer.code, answer.msg).toBe(Number(expected));
      expect(res.status).toBe(Number(expected));
      if (e.attrs.msgId) expect(answer.msgId).toBe(e.attrs.msgId);
    },
  );

  it('the test-mode drive example moves the test order it names to paid', async () => {
    expect(drive?.lang).toBe('js');
    const testKey = demoTestKey('merchant01');
    // The test order the example drives, created as the merchant's server would, with the test key.
    const create: Params = {
      mchId: demo.id,
      productId: 3024,
      mchOrderNo: 'TEST20260101001',
      amount: 10_000,
      subject: 'Test',
    };
    const created = await fetch(`${base}/v1.0/api/order/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...create, sign: merchantSign(create, testKey, demo.signType) }),
    });
    expect(((await created.json()) as { code: number }).code).toBe(200);
    // The block itself, run with what it names: createHash, fetch, base and TEST_KEY.
    const answers: { code: number; msg: string; data?: { status: number; eventType: string } }[] = [];
    const recordingFetch = async (url: string, init: RequestInit) => {
      const res = await fetch(url, init);
      answers.push((await res.clone().json()) as (typeof answers)[number]);
      return res;
    };
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<unknown>;
    await new AsyncFunction('createHash', 'fetch', 'base', 'TEST_KEY', drive!.code)(
      createHash,
      recordingFetch,
      base,
      testKey,
    );
    expect(answers).toHaveLength(1);
    expect(answers[0]!.code, answers[0]!.msg).toBe(200);
    expect(answers[0]!.data?.eventType).toBe('order.paid');
  });
});
