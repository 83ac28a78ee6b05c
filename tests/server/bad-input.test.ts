import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { connectLive } from './support/live-client.ts';

/**
 * Decision 047: NUL bytes and lone surrogates answered 500 on both databases (PostgreSQL refuses
 * NUL in text; a lone surrogate cannot be encoded as UTF-8). One rule refuses them in every string
 * of every call with 400 and a message naming the field; 413 and 415 say what was wrong.
 */
describe.each(backends)('bad input never answers 500 (%s)', (kind) => {
  let b: TestBackend;
  let token: string;
  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20 });
    token = await b.sessionFor('superadmin');
  });
  afterAll(() => b?.close());

  it('refuses a NUL in a query-string filter (orderCode=abc%00def) with 400 naming the field', async () => {
    const res = await b.app.inject({
      method: 'GET',
      url: '/v1.0/order/getList?orderCode=abc%00def',
      headers: { token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      msgId: 'validation.text.control',
      msg: expect.stringMatching(/^orderCode: /),
      data: { field: 'orderCode' },
    });
  });

  it('refuses a NUL in the subject of the signed merchant create with 400 naming it, before the signature is checked', async () => {
    const res = await b.call('POST', '/v1.0/api/order/create', {
      mchId: 'merchant01',
      mchOrderNo: 'F-1',
      productId: 1,
      amount: 10000,
      notifyUrl: 'https://m.example/n',
      subject: 'a\u0000b',
      sign: 'x',
    });
    expect([res.status, res.msgId, res.msg]).toEqual([
      400,
      'validation.text.control',
      expect.stringMatching(/^subject: /),
    ]);
  });

  it('refuses a NUL and a lone surrogate sent to the public error logger, and stores nothing', async () => {
    for (const [field, value, msgId] of [
      ['mes', 'a\u0000b', 'validation.text.control'],
      ['url', 'https://x.example/\uD800', 'validation.text.brokenUnicode'],
      ['code', '\uDC00', 'validation.text.brokenUnicode'],
    ] as const) {
      const res = await b.call('POST', '/v1.0/save_error_logger', {
        type: 'js',
        mes: 'boom',
        code: '1',
        url: '/x',
        [field]: value,
      });
      expect([field, res.status, res.msgId, res.msg]).toEqual([
        field,
        400,
        msgId,
        expect.stringMatching(new RegExp(`^${field}: `)),
      ]);
    }
  });

  it('still stores a report whose text has tabs, line breaks and characters outside the BMP', async () => {
    const res = await b.call('POST', '/v1.0/save_error_logger', {
      type: 'js',
      mes: 'TypeError: x\n\tat f (a.js:1:2)\r\n😀 中文',
      code: '1',
      url: '/x',
    });
    expect([res.status, res.code]).toEqual([200, 200]);
  });

  it('refuses a lone surrogate in a JSON body field (nickname) with 400 naming it', async () => {
    const res = await b.call('POST', '/v1.0/user/updateNickname', { nickname: 'Bob\uD83D' }, { token });
    expect([res.status, res.msgId, res.msg]).toEqual([
      400,
      'validation.text.brokenUnicode',
      expect.stringMatching(/^nickname: /),
    ]);
  });

  it('refuses a control character nested in an object or an array, and in a key', async () => {
    const nested = await b.call(
      'POST',
      '/v1.0/user/updateNickname',
      { nickname: 'Bob', extra: { list: ['ok', 'x\u0007'] } },
      { token },
    );
    expect([nested.status, nested.msgId, nested.msg]).toEqual([
      400,
      'validation.text.control',
      expect.stringMatching(/^extra\.list\.1: /),
    ]);
    const key = await b.call('POST', '/v1.0/user/updateNickname', { nickname: 'Bob', 'k\u0000': 1 }, { token });
    expect([key.status, key.msgId]).toEqual([400, 'validation.text.control']);
  });

  it('answers a body nested 100,000 levels deep without a crash', async () => {
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/user/updateNickname',
      headers: { token, 'content-type': 'application/json' },
      payload: `{"nickname":"Bob","x":${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a NUL in the upload file name and in the upload text fields with 400', async () => {
    const merchantToken = await b.sessionFor('merchant01');
    const boundary = '----fuzz7e3f';
    const part = (name: string, value: string, filename?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: text/csv` : ''}\r\n\r\n${value}\r\n`;
    for (const [body, field] of [
      [
        `${part('key', 'k')}${part('file', 'mchOrderNo,productId,amount\nA,1,100', 'or\u0000ders.csv')}--${boundary}--\r\n`,
        'file.filename',
      ],
      [
        `${part('key', 'k\u0000')}${part('file', 'mchOrderNo,productId,amount\nA,1,100', 'orders.csv')}--${boundary}--\r\n`,
        'key',
      ],
      [
        `${part('key', 'k')}${part('file', 'mchOrderNo,productId,amount\nA\u0000,1,100', 'orders.csv')}--${boundary}--\r\n`,
        'file.text',
      ],
    ] as const) {
      const res = await b.app.inject({
        method: 'POST',
        url: '/v1.0/api/order/createBatch',
        payload: body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: merchantToken },
      });
      expect([field, res.statusCode, res.json<{ data: { field: string } }>().data.field]).toEqual([field, 400, field]);
    }
  });

  it('answers a truncated or malformed upload form with 400 that says so', async () => {
    const merchantToken = await b.sessionFor('merchant01');
    for (const body of [
      'garbage',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nmchOrderNo',
    ]) {
      const res = await b.app.inject({
        method: 'POST',
        url: '/v1.0/api/order/createBatch',
        payload: body,
        headers: { 'content-type': 'multipart/form-data; boundary=x', token: merchantToken },
      });
      expect([body, res.statusCode, res.json<{ msgId: string }>().msgId]).toEqual([
        body,
        400,
        'errors.uploadMalformed',
      ]);
    }
  });

  it('answers a token cookie with a NUL or broken UTF-8 as a missing session, not a crash', async () => {
    for (const cookie of ['token=abc%00def', 'token=%ED%A0%80', 'token=%E0%A4%A']) {
      const res = await b.app.inject({ method: 'GET', url: '/v1.0/order/getList', headers: { cookie } });
      expect([cookie, res.statusCode]).toEqual([cookie, 401]);
    }
  });

  it('answers a websocket command carrying a NUL or a lone surrogate as a bad request, and keeps the socket', async () => {
    const live = await connectLive(b.app, await b.sessionFor('supplier01'));
    live.send({ requestId: 1, commandType: 'heartbeat', data: { note: 'a\u0000b' } });
    expect(await live.next((m) => 'requestId' in m && m.requestId === -1)).toMatchObject({ code: 400 });
    live.send({ requestId: 2, commandType: 'heartbeat', data: '\uD800' });
    expect(
      (
        await live.next(
          (m) =>
            'requestId' in m &&
            m.requestId === -1 &&
            live.messages.filter((x) => 'requestId' in x && x.requestId === -1).length === 2,
        )
      ).code,
    ).toBe(400);
    live.send({ requestId: 3, commandType: 'heartbeat', data: null });
    expect(await live.next((m) => 'requestId' in m && m.requestId === 3)).toMatchObject({ code: 200 });
    live.close();
  });

  it('says the limit when the body is too large (413)', async () => {
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/save_error_logger',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'js', mes: 'x'.repeat(1024 * 1024), code: '1', url: '/' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 413,
      msgId: 'errors.payloadTooLarge',
      msgValues: { limit: '1 MB' },
      msg: 'The request is larger than 1 MB; send less at a time',
    });
  });

  it('says the limit when the uploaded file is too large (413)', async () => {
    const boundary = '----fuzzbig';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${'x'.repeat(2 * 1024 * 1024 + 10)}\r\n--${boundary}--\r\n`;
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/api/order/createBatch',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: await b.sessionFor('merchant01') },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, msgId: 'errors.fileTooLarge', msg: expect.stringContaining('2 MB') });
  });

  it('says which type is accepted (415): JSON on a call, multipart on the upload', async () => {
    const json = await b.app.inject({
      method: 'POST',
      url: '/v1.0/save_error_logger',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: 415,
      msgId: 'errors.unsupportedMediaType',
      msg: expect.stringContaining('application/json'),
    });
    const upload = await b.app.inject({
      method: 'POST',
      url: '/v1.0/api/order/createBatch',
      headers: { 'content-type': 'text/csv', token: await b.sessionFor('merchant01') },
      payload: 'a,b',
    });
    expect(upload.statusCode).toBe(415);
    expect(upload.json()).toMatchObject({
      code: 415,
      msgId: 'errors.unsupportedMediaTypeUpload',
      msg: expect.stringContaining('multipart/form-data'),
    });
  });

  it('refuses a data clear cycle past 100 years, whose cut-off date broke the monitor log clear', async () => {
    const staff = await b.staffSession('superadmin');
    const set = await b.call('POST', '/v1.0/system-config/setDataClearCycle', { value: 987_654 }, staff);
    expect([set.status, set.msgId]).toEqual([400, 'validation.integer.tooLarge']);
    const clear = await b.call('POST', '/v1.0/monitorLog/clear', {}, staff);
    expect(clear.status).toBe(200);
  });

  it('answers NUL and broken percent-encoding in paths and query strings outside the contract without a 5xx', async () => {
    for (const url of [
      '/%00',
      '/v1.0/%00',
      '/v1.0/order/getList?x=%00',
      '/v1.0/order/getList?x=%E0%A4%A',
      '/v1.0/order/getList?%00=%ED%A0%80',
      '/v1.0/ws?token=%00',
      '/v1.0/ws?token=%E0%A4%A',
      '/%E0%A4%A',
      '/healthz?x=%00',
    ]) {
      const res = await b.app.inject({ method: 'GET', url, headers: { token } });
      expect([url, res.statusCode < 500]).toEqual([url, true]);
    }
  });
});

describe('bad paths to the static app never answer 500', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bo-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dir, 'sw.js'), '');
    database = await openDatabase({ memory: true });
    app = await buildApp({ config: { ...configFromEnv({}), staticDir: dir, seedDemo: false }, db: database.db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    '/%00',
    '/sw.js%00',
    '/assets/%00.js',
    '/%E0%A4%A',
    '/..%2f..%2fetc%2fpasswd',
    '/index.html?x=%00',
    '/orders?x=%ED%A0%80',
  ])('GET %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
  });
});
