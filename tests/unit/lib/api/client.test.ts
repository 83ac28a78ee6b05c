import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userCalls } from '../../../../src/contract/index.ts';
import { ApiError, request, setSecondLevelHandler, setSessionExpiredHandler } from '../../../../src/lib/api/client.ts';
import { hasSession, markSignedIn } from '../../../../src/lib/api/session.ts';
import { installBrowserGlobals } from '../../support/browser-globals.ts';

type Browser = ReturnType<typeof installBrowserGlobals>;

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('request', () => {
  let browser: Browser;
  beforeEach(() => {
    browser = installBrowserGlobals();
    markSignedIn(1);
    browser.localStorage.setItem('heartbeatKey', 'hb');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns data on code 200 and sends a POST as JSON with the session cookies, no token header', async () => {
    const fetchMock = answer({ code: 200, msg: 'success', data: { token: 'new', cookieDays: 1 } });
    const data = await request(userCalls.login, { userName: 'merchant01', password: 'Demo1234' });
    expect(data).toEqual({ token: 'new', cookieDays: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1.0/user/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ userName: 'merchant01', password: 'Demo1234' });
    const headers = init.headers as Record<string, string>;
    // The tokens are HttpOnly cookies the browser adds (credentials: include); no script has them.
    expect(headers).not.toHaveProperty('token');
    expect(headers).not.toHaveProperty('token2');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Accept-Language']).toBeTruthy();
  });

  it('sends a GET as a query string, leaving out empty values', async () => {
    const fetchMock = answer({ code: 200, msg: 'success', data: [] });
    await request(userCalls.getUserOptions, { role: 'merchant', includeDeleted: false });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1.0/user/getUserOptions?role=merchant&includeDeleted=false');
    expect(init.body).toBeUndefined();
  });

  it('on code 1003 clears the sign-in mark, heartbeatKey and any token an earlier version stored, then goes to login', async () => {
    browser.localStorage.setItem('token', 'old-token');
    browser.localStorage.setItem('token2', 'old-token2');
    answer({ code: 1003, msg: 'Login expired; sign in again', msgId: 'errors.sessionExpired', data: null }, 401);
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    const err = await request(userCalls.getInfo, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(1003);
    expect(browser.localStorage.getItem('token')).toBeNull();
    expect(browser.localStorage.getItem('token2')).toBeNull();
    expect(browser.localStorage.getItem('heartbeatKey')).toBeNull();
    expect(browser.localStorage.getItem('signedIn')).toBeNull();
    expect(hasSession()).toBe(false);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('throws ApiError with code, msg, msgId and data for other codes, keeping the session', async () => {
    answer(
      {
        code: 1004,
        msg: 'Enter the code from Google Authenticator',
        msgId: 'errors.googleCodeRequired',
        data: { needBind: false },
      },
      400,
    );
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    const err = (await request(userCalls.login, { userName: 'admin0002', password: 'x' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 1004, msgId: 'errors.googleCodeRequired', data: { needBind: false } });
    expect(err.msg).toBe('Enter the code from Google Authenticator');
    expect(hasSession()).toBe(true);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('turns an answer that is not an envelope into an ApiError with the HTTP status', async () => {
    answer('<html>Bad gateway</html>', 502);
    const err = (await request(userCalls.getInfo, {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(502);
    expect(err.msgId).toBeUndefined();
  });

  it('without a second-level handler, 1024 is thrown like any other code', async () => {
    setSecondLevelHandler(null);
    answer(
      { code: 1024, msg: 'A second-level password is required', msgId: 'errors.secondLevelRequired', data: null },
      403,
    );
    await expect(request(userCalls.getSessions, {})).rejects.toMatchObject({ code: 1024 });
    expect(hasSession()).toBe(true);
  });

  it('logs other codes with console.warn before throwing them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer({ code: 404, msg: 'No such session', msgId: 'errors.sessionNotFound', data: null }, 404);
    await expect(request(userCalls.forceLogout, { token: 'x' })).rejects.toMatchObject({
      code: 404,
      msgId: 'errors.sessionNotFound',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/v1.0/user/forceLogout answered 404'));
    warn.mockRestore();
  });
});
