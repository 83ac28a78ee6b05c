import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/index.ts';
import { startBackend, type TestBackend } from './support/backend.ts';

describe('the answer envelope', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startBackend('pglite', { orderCount: 50 });
  });
  afterAll(() => b?.close());

  it('answers malformed JSON with 400 and a message, never a stack trace', async () => {
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    const body = res.json();
    expect(res.statusCode).toBe(400);
    expect(body.code).toBe(Code.badRequest);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await b.call('GET', '/v1.0/nothing/here');
    expect(res.code).toBe(Code.notFound);
    expect(res.msg).toBe('Not found');
  });

  it('answers a body of the wrong type with 400', async () => {
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.json().code).toBe(Code.badRequest);
  });

  it('names the first bad field in msg and data', async () => {
    const res = await b.call('POST', '/v1.0/user/login', { userName: 'merchant01', password: 12345 });
    expect(res.code).toBe(Code.badRequest);
    expect(res.msg).toMatch(/^password: /);
    expect((res.data as { field: string }).field).toBe('password');
  });
});
