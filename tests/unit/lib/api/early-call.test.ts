import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userCalls } from '../../../../src/contract/index.ts';
import { forgetEarlyCalls, keepMs, sendEarly, userInfoCall } from '../../../../src/lib/api/early-call.ts';
import { clearSession, markSignedIn } from '../../../../src/lib/api/session.ts';
import { getUserInfo } from '../../../../src/lib/user/get-user-info.ts';
import { installBrowserGlobals } from '../../support/browser-globals.ts';

const user = { userName: 'merchant01' };
const answer = () => new Response(JSON.stringify({ code: 200, msg: 'success', data: user }), { status: 200 });

describe('the user info asked before the API client exists (decision 140)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    installBrowserGlobals();
    forgetEarlyCalls();
    fetchMock = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("is the contract's user info call", () => {
    expect(userInfoCall.method).toBe(userCalls.getInfo.method);
    expect(userInfoCall.path).toBe(userCalls.getInfo.path);
  });

  it('is sent as the client sends it, and its answer taken by the first call of the user info only', async () => {
    sendEarly(userInfoCall.method, userInfoCall.path, userInfoCall.body, 'en-US');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v1.0/user/getInfo');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Accept-Language': 'en-US' });
    await expect(getUserInfo()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(getUserInfo()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is asked again when the early one failed (offline)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sendEarly(userInfoCall.method, userInfoCall.path, userInfoCall.body, 'en-US');
    await expect(getUserInfo()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used once too old, nor after a sign-in or a sign-out', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    sendEarly(userInfoCall.method, userInfoCall.path, userInfoCall.body, 'en-US');
    vi.setSystemTime(Date.now() + keepMs + 1);
    await getUserInfo();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    sendEarly(userInfoCall.method, userInfoCall.path, userInfoCall.body, 'en-US');
    markSignedIn(1);
    await getUserInfo();
    sendEarly(userInfoCall.method, userInfoCall.path, userInfoCall.body, 'en-US');
    clearSession();
    await getUserInfo();
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });
});
