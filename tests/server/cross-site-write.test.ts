import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/**
 * Decision 041: what another site can make a signed-in browser send (a link: GET; an HTML
 * form: urlencoded, text/plain or multipart POST, no custom header) carries only cookies and
 * must change nothing. The browser half (SameSite=Strict) is e2e/cross-site-request.spec.ts.
 */
describe.each(backends)('a cross-site request with only cookies changes nothing (%s)', (kind) => {
  let b: TestBackend;
  let cookie: string;
  let victim: number;
  let victimPayHash: string | null;
  const row = async () => (await b.db.select().from(users).where(eq(users.id, victim)))[0]!;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10 });
    const { token, token2 } = await b.staffSession('superadmin');
    const made = await b.call<{ id: number }>(
      'POST',
      '/v1.0/admin/addUser',
      { nickname: 'Disposable', account: 'csrfvictim', password: 'Pass1234', access: 'customerService' },
      { token, token2 },
    );
    expect(made.code).toBe(200);
    victim = made.data.id;
    victimPayHash = (await row()).payPasswordHash;
    // Only the cookies, as a browser attaches them to a request another page starts.
    cookie = `token=${token}; token2=${token2}`;
  });
  afterAll(() => b?.close());

  it.each([
    ['application/x-www-form-urlencoded', (id: number) => `id=${id}`],
    ['text/plain', (id: number) => `id=${id}`],
  ])('refuses a %s form post to a write call with 415 and a clear envelope', async (contentType, body) => {
    for (const path of ['/v1.0/admin/deleteUser', '/v1.0/admin/resetPayPassword', '/v1.0/monitorLog/clear']) {
      for (const url of [path, `${path}?id=${victim}`]) {
        const res = await b.app.inject({
          method: 'POST',
          url,
          headers: { cookie, 'content-type': contentType },
          payload: body(victim),
        });
        expect([url, res.statusCode]).toEqual([url, 415]);
        expect(res.json()).toMatchObject({
          code: 415,
          msgId: 'errors.unsupportedMediaType',
          msg: expect.stringContaining('application/json'),
        });
      }
    }
    expect((await row()).status).toBe(0);
    expect((await row()).payPasswordHash).toBe(victimPayHash);
  });

  it('has no GET route left for the write calls: a link answers 404 and changes nothing', async () => {
    for (const path of ['/v1.0/admin/deleteUser', '/v1.0/admin/resetPayPassword', '/v1.0/monitorLog/clear']) {
      const res = await b.app.inject({ method: 'GET', url: `${path}?id=${victim}`, headers: { cookie } });
      expect([path, res.statusCode, res.json().code]).toEqual([path, 404, 404]);
    }
    expect((await row()).status).toBe(0);
    expect((await row()).payPasswordHash).toBe(victimPayHash);
  });

  it('sets the session cookies SameSite=Strict, so another site cannot send them at all', async () => {
    const login = await b.app.inject({
      method: 'POST',
      url: '/v1.0/user/login',
      payload: { userName: 'admin0001', password: 'Demo1234' },
    });
    expect(String(login.headers['set-cookie'])).toMatch(/^token=[^;]+;.*SameSite=Strict/);
    const token = (login.json() as { data: { token: string } }).data.token;
    const second = await b.app.inject({
      method: 'POST',
      url: '/v1.0/user/login2',
      headers: { token },
      payload: { password: 'Demo1234', logInReason: 'test' },
    });
    expect(String(second.headers['set-cookie'])).toMatch(/^token2=[^;]+;.*SameSite=Strict/);
  });

  it('still makes the write as JSON from the app (the same call, same cookies)', async () => {
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/admin/resetPayPassword',
      headers: { cookie },
      payload: { id: victim },
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect((await row()).payPasswordHash).not.toBe(victimPayHash);
  });
});
