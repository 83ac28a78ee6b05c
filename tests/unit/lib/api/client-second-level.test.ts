import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userCalls } from '../../../../src/contract/index.ts';
import { ApiError, request, setSecondLevelHandler } from '../../../../src/lib/api/client.ts';
import { clearSession, markSignedIn } from '../../../../src/lib/api/session.ts';
import { secondLevel } from '../../../../src/features/second-level/second-level-store.ts';
import { installBrowserGlobals } from '../../support/browser-globals.ts';

const required = {
  code: 1024,
  msg: 'A second-level password is required',
  msgId: 'errors.secondLevelRequired',
  data: null,
};
const ok = (data: unknown) => ({ code: 200, msg: 'success', data });

/**
 * A server that asks for token2 on forceLogout until login2 handed one out; login2 accepts only
 * `Demo1234`. As the real one, it sets token2 as an HttpOnly cookie, which the browser sends with
 * every call made with credentials; records every call with the token2 cookie and header it carried.
 */
function fakeServer() {
  let issued: string | null = null;
  const jar: { token2?: string } = {};
  const calls: { path: string; token2: string | undefined; header: string | undefined; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const token2 = init.credentials === 'include' ? jar.token2 : undefined;
    const header = (init.headers as Record<string, string>).token2;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, string>) : undefined;
    calls.push({ path, token2, header, body });
    const json = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status });
    if (path === '/v1.0/user/login2') {
      if (body?.password !== 'Demo1234')
        return json({ code: 1001, msg: 'Wrong password', msgId: 'errors.secondLevelFailed', data: null }, 400);
      issued = 'second-token';
      jar.token2 = issued;
      return json(ok({ token: issued, cookieDays: 1 }));
    }
    if (issued && token2 === issued) return json(ok(null));
    return json(required, 403);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

describe('request with the second-level dialog', () => {
  beforeEach(() => {
    installBrowserGlobals();
    markSignedIn(1);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setSecondLevelHandler(secondLevel.ask);
  });
  afterEach(() => {
    secondLevel.cancel();
    setSecondLevelHandler(null);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('opens the dialog on 1024, logs in with login2, retries on the token2 cookie and resolves, storing no token2', async () => {
    const server = fakeServer();
    const call = request(userCalls.forceLogout, { token: 'abc' });
    await vi.waitFor(() => expect(secondLevel.getState().open).toBe(true));
    expect(secondLevel.getState().cause).toMatchObject({ code: 1024 });

    expect(await secondLevel.submit({ password: 'Demo1234', logInReason: 'end a stale session' })).toBe(true);
    await expect(call).resolves.toBeNull();
    const stored = Array.from({ length: localStorage.length }, (_, i) => localStorage.getItem(localStorage.key(i)!));
    expect(stored).not.toContain('second-token');
    expect(document.cookie).not.toContain('second-token');
    expect(server.calls.every((c) => c.header === undefined)).toBe(true);
    expect(secondLevel.getState().open).toBe(false);
    expect(server.calls.map((c) => c.path)).toEqual([
      '/v1.0/user/forceLogout',
      '/v1.0/user/login2',
      '/v1.0/user/forceLogout',
    ]);
    expect(server.calls[1]!.body).toEqual({ password: 'Demo1234', logInReason: 'end a stale session' });
    expect(server.calls[2]!.token2).toBe('second-token');
  });

  it('keeps the dialog open with the error after a wrong password, then succeeds', async () => {
    fakeServer();
    const call = request(userCalls.forceLogout, { token: 'abc' });
    await vi.waitFor(() => expect(secondLevel.getState().open).toBe(true));

    expect(await secondLevel.submit({ password: 'wrong', logInReason: '' })).toBe(false);
    const state = secondLevel.getState();
    expect(state.open).toBe(true);
    expect(state.error).toBeInstanceOf(ApiError);
    expect((state.error as ApiError).msgId).toBe('errors.secondLevelFailed');

    expect(await secondLevel.submit({ password: 'Demo1234', logInReason: '' })).toBe(true);
    await expect(call).resolves.toBeNull();
  });

  it('cancel rejects the waiting call with its own ApiError', async () => {
    fakeServer();
    const call = request(userCalls.forceLogout, { token: 'abc' });
    await vi.waitFor(() => expect(secondLevel.getState().open).toBe(true));
    secondLevel.cancel();
    const err = (await call.catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(1024);
    expect(secondLevel.getState().open).toBe(false);
  });

  it('two concurrent 1024 calls share one prompt and are both retried after one login2', async () => {
    const server = fakeServer();
    const ask = vi.spyOn(secondLevel, 'ask');
    setSecondLevelHandler(secondLevel.ask);
    const listener = vi.fn();
    const unsubscribe = secondLevel.subscribe(listener);
    const first = request(userCalls.forceLogout, { token: 'a' });
    const second = request(userCalls.forceLogout, { token: 'b' });
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(2));
    // The dialog opened once: the second call joined the open prompt.
    expect(listener).toHaveBeenCalledTimes(1);

    await secondLevel.submit({ password: 'Demo1234', logInReason: '' });
    await expect(Promise.all([first, second])).resolves.toEqual([null, null]);
    expect(server.calls.filter((c) => c.path === '/v1.0/user/login2')).toHaveLength(1);
    expect(
      server.calls.filter((c) => c.path === '/v1.0/user/forceLogout' && c.token2 === 'second-token').map((c) => c.body),
    ).toEqual(expect.arrayContaining([{ token: 'a' }, { token: 'b' }]));
    unsubscribe();
  });

  it('signing out removes a token2 an earlier version stored', () => {
    localStorage.setItem('token2', 'second-token');
    clearSession();
    expect(localStorage.getItem('token2')).toBeNull();
  });
});
