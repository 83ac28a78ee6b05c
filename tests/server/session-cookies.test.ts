import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, liveCloseSessionExpired, liveTicketTtlMs, type LiveMessage } from '../../src/contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { connectLive, connectLiveAt, liveTicket } from './support/live-client.ts';

interface Cookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

const cookie = (res: LightMyRequestResponse, name: string) => (res.cookies as Cookie[]).find((c) => c.name === name);
const isExpired = (m: LiveMessage) => m.code === Code.sessionExpired;
const heartbeat = { requestId: 0, commandType: 'heartbeat', data: { key: '' }, token: null };
const signIn = (app: FastifyInstance, userName: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/v1.0/user/login', headers, payload: { userName, password: 'Demo1234' } });

describe.each(backends)('session cookies and websocket tickets (%s)', (kind) => {
  let b: TestBackend;
  let behindProxy: FastifyInstance;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10 });
    // The same database behind a proxy the operator trusts (TRUST_PROXY), which says the client used https.
    behindProxy = await buildApp({
      config: { ...configFromEnv({ TRUST_PROXY: '1' }), staticDir: '/nonexistent', seedDemo: false },
      db: b.db,
      clock: b.clock,
    });
    await behindProxy.ready();
  });
  afterAll(async () => {
    await behindProxy?.close();
    await b?.close();
  });

  it('sets the session token in an HttpOnly, SameSite=Strict cookie for the configured days, not Secure over http', async () => {
    const res = await signIn(b.app, 'merchant01');
    const body = res.json() as { code: number; data: { token: string; cookieDays: number } };
    expect(body.code).toBe(Code.ok);
    expect(cookie(res, 'token')).toMatchObject({
      value: body.data.token,
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: Math.round(body.data.cookieDays * 86_400),
    });
    expect(cookie(res, 'token')?.secure).toBeFalsy();
  });

  it('marks the cookie Secure when a trusted proxy says the request came over https, and only then', async () => {
    const proxied = await signIn(behindProxy, 'merchant01', { 'x-forwarded-proto': 'https' });
    expect(cookie(proxied, 'token')).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true });
    // Without TRUST_PROXY the header is anyone's to send: it does not count.
    const direct = await signIn(b.app, 'merchant01', { 'x-forwarded-proto': 'https' });
    expect(cookie(direct, 'token')?.secure).toBeFalsy();
  });

  it('sets token2 of a second-level login in an HttpOnly, SameSite=Strict cookie', async () => {
    const token = await b.login('admin0001');
    const res = await b.call<{ token: string }>(
      'POST',
      '/v1.0/user/login2',
      { password: 'Demo1234', logInReason: 'cookie test' },
      { token },
    );
    expect(res.code).toBe(Code.ok);
    expect(cookie(res.raw, 'token2')).toMatchObject({
      value: res.data.token,
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
    });
  });

  it('works on the cookie alone, as the app now calls', async () => {
    const token = await b.login('merchant01');
    const res = await b.call('POST', '/v1.0/user/getInfo', {}, { cookie: `token=${token}` });
    expect(res.code).toBe(Code.ok);
  });

  it('expires both cookies on sign-out', async () => {
    const token = await b.login('merchant02');
    const res = await b.call('POST', '/v1.0/user/logout', {}, { cookie: `token=${token}` });
    expect(res.code).toBe(Code.ok);
    for (const name of ['token', 'token2']) {
      const c = cookie(res.raw, name);
      expect(c, name).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Strict' });
      expect(c!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('expires the cookies when it answers 1003 to a session that ended on the server', async () => {
    const token = await b.login('merchant03');
    await b.call('POST', '/v1.0/user/logout', {}, { token });
    const res = await b.call('POST', '/v1.0/user/getInfo', {}, { cookie: `token=${token}` });
    expect(res.code).toBe(Code.sessionExpired);
    expect(cookie(res.raw, 'token')?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a websocket with the session token in its URL', async () => {
    const token = await b.sessionFor('admin0001');
    const ws = await connectLiveAt(b.app, `/v1.0/ws?token=${encodeURIComponent(token)}`);
    expect((await ws.next(isExpired)).code).toBe(Code.sessionExpired);
    expect(await ws.closed).toBe(liveCloseSessionExpired);
  });

  it('refuses a token in the URL even beside a good ticket', async () => {
    const token = await b.sessionFor('admin0001');
    const ticket = await liveTicket(b.app, token);
    const ws = await connectLiveAt(b.app, `/v1.0/ws?ticket=${ticket}&token=${encodeURIComponent(token)}`);
    expect(await ws.closed).toBe(liveCloseSessionExpired);
  });

  it('opens the websocket with a ticket issued on the cookie, once', async () => {
    const token = await b.login('admin0001');
    const issued = await b.call<{ ticket: string; expiresInSeconds: number }>(
      'POST',
      '/v1.0/live/ticket',
      {},
      { cookie: `token=${token}` },
    );
    expect(issued.code).toBe(Code.ok);
    expect(issued.data.expiresInSeconds).toBe(liveTicketTtlMs / 1000);
    expect(issued.data.ticket).not.toContain(token);
    const first = await connectLiveAt(b.app, `/v1.0/ws?ticket=${issued.data.ticket}`);
    first.send(heartbeat);
    expect((await first.next((m) => 'requestId' in m && m.requestId === 0)).code).toBe(Code.ok);
    const replay = await connectLiveAt(b.app, `/v1.0/ws?ticket=${issued.data.ticket}`);
    expect((await replay.next(isExpired)).code).toBe(Code.sessionExpired);
    expect(await replay.closed).toBe(liveCloseSessionExpired);
    first.close();
  });

  it('refuses a ticket past its lifetime', async () => {
    const ticket = await liveTicket(b.app, await b.sessionFor('admin0001'));
    b.clock.advance(liveTicketTtlMs + 1);
    const ws = await connectLiveAt(b.app, `/v1.0/ws?ticket=${ticket}`);
    expect(await ws.closed).toBe(liveCloseSessionExpired);
  });

  it('refuses a ticket whose session was signed out before it was used', async () => {
    const token = await b.login('merchant01');
    const ticket = await liveTicket(b.app, token);
    await b.call('POST', '/v1.0/user/logout', {}, { token });
    const ws = await connectLiveAt(b.app, `/v1.0/ws?ticket=${ticket}`);
    expect(await ws.closed).toBe(liveCloseSessionExpired);
  });

  it('issues no ticket without a session', async () => {
    const res = await b.call('POST', '/v1.0/live/ticket', {});
    expect(res.code).toBe(Code.sessionExpired);
  });

  it('still opens for a client that sends the token header (no browser can)', async () => {
    const token = await b.sessionFor('service001');
    const ws = await connectLiveAt(b.app, '/v1.0/ws', { token });
    ws.send(heartbeat);
    expect((await ws.next((m) => 'requestId' in m && m.requestId === 0)).code).toBe(Code.ok);
    ws.close();
    // And the usual ticket path of the test client works for the same session.
    (await connectLive(b.app, token)).close();
  });
});
