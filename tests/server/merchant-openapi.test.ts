import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { merchantErrorCodes } from '../../server/modules/merchant-api/error-codes.ts';
import { merchantOperations, merchantWebhooks } from '../../server/modules/merchant-api/openapi.ts';
import { openApiText } from '../../scripts/openapi-docs.ts';
import {
  createdOrderSchema,
  merchantBalanceSchema,
  merchantOrderSchema,
  signHashes,
  signParams,
} from '../../src/contract/index.ts';
import { everyCall } from '../../src/contract/every-call.ts';
import { startBackend, type TestBackend } from './support/backend.ts';
import { makeMerchant, makeProduct, makeResource, makeSupplier } from './support/order-fixtures.ts';

/*
 * Decision 112: the OpenAPI document of the merchant API is generated from the contract, valid
 * OpenAPI 3.1, committed in docs as generated, served as committed, and every signed merchant call
 * of the contract is in it with the contract's own schema.
 */
const committedText = readFileSync(new URL('../../docs/merchant-api.openapi.json', import.meta.url), 'utf8');
type Doc = {
  openapi: string;
  paths: Record<string, { post: { requestBody: { content: { 'application/json': { schema: unknown } } } } }>;
  webhooks: Record<string, { post: { requestBody: { content: { 'application/json': { schema: unknown } } } } }>;
  'x-error-codes': { msgId: string }[];
};
const committed = JSON.parse(committedText) as Doc;
const strip = (s: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _d, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' });
  return rest;
};

describe('the merchant API OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document by a maintained validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(committed) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is committed exactly as the contract generates it (npm run openapi:docs)', () => {
    expect(committedText).toBe(openApiText());
  });

  it("describes every signed merchant call with the contract's own input schema", () => {
    const signedMerchantCalls = everyCall()
      .filter(({ def }) => def.signed && def.path.startsWith('/v1.0/api/'))
      .map(({ def }) => def);
    expect(signedMerchantCalls.length).toBe(6);
    expect(Object.keys(committed.paths).sort()).toEqual(signedMerchantCalls.map((d) => d.path).sort());
    for (const def of signedMerchantCalls)
      expect(committed.paths[def.path]!.post.requestBody.content['application/json'].schema, def.path).toEqual(
        strip(def.input, 'input'),
      );
    for (const hook of merchantWebhooks)
      expect(committed.webhooks[hook.id]!.post.requestBody.content['application/json'].schema).toEqual(
        strip(hook.schema, 'output'),
      );
    expect(merchantOperations.map((o) => o.call.path).sort()).toEqual(Object.keys(committed.paths).sort());
  });

  it('lists the same error codes as docs/merchant-api.md publishes', () => {
    const doc = readFileSync(new URL('../../docs/merchant-api.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Error codes'), doc.indexOf('## Callbacks'));
    const rows = [...section.matchAll(/^\| (\d{3}) \| `([\w.]+)` \| ([^|]+) \| ([^|]+) \|$/gm)].map((m) => ({
      code: Number(m[1]),
      msgId: m[2]!,
      meaning: m[3]!.trim(),
      todo: m[4]!.trim(),
    }));
    expect(rows).toEqual(merchantErrorCodes);
    expect(committed['x-error-codes'].map((e) => e.msgId)).toEqual(merchantErrorCodes.map((e) => e.msgId));
  });
});

describe('the served document and the answers it describes', () => {
  let b: TestBackend;
  let merchant: { id: number; key: string; signType: 'MD5' | 'SHA256' };
  let productId: number;
  beforeAll(async () => {
    b = await startBackend('pglite', { orderCount: 0 });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    const supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId);
  }, 60_000);
  afterAll(() => b?.close());

  const signed = (params: Record<string, unknown>) => ({
    ...params,
    sign: signParams(params, merchant.key, signHashes[merchant.signType]),
  });

  it('serves the committed document without a session, cacheable, as raw JSON', async () => {
    const res = await b.app.inject({ method: 'GET', url: '/v1.0/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.json()).toEqual(committed);
  });

  it('answers creates and queries with exactly the documented fields', async () => {
    const created = await b.call(
      'POST',
      '/v1.0/api/order/create',
      signed({ mchId: merchant.id, productId, mchOrderNo: 'OA1', amount: 12_345, subject: 'x' }),
    );
    expect(created.code, created.msg).toBe(200);
    expect(createdOrderSchema.strict().safeParse(created.data).error).toBeUndefined();
    const query = await b.call('POST', '/v1.0/api/order/query', signed({ mchId: merchant.id, mchOrderNo: 'OA1' }));
    expect(merchantOrderSchema.strict().safeParse(query.data).error).toBeUndefined();
    const balance = await b.call('POST', '/v1.0/api/balance/query', signed({ mchId: merchant.id }));
    expect(merchantBalanceSchema.strict().safeParse(balance.data).error).toBeUndefined();
  });
});
