import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../../src/features/auth/api/login.ts';
import { forgetStoredTokens, hasSession, markSignedIn, signedInMark } from '../../../../src/lib/api/session.ts';
import { installBrowserGlobals } from '../../support/browser-globals.ts';

type Browser = ReturnType<typeof installBrowserGlobals>;

const storedValues = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i)!) ?? '');

describe('the session as page scripts see it', () => {
  let browser: Browser;
  beforeEach(() => {
    browser = installBrowserGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps the signed-in token out of localStorage and document.cookie, marking only that a sign-in happened', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ code: 200, msg: 'success', data: { token: 'the-session-token', cookieDays: 2 } }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await login({ userName: 'merchant01', password: 'Demo1234' });
    expect(storedValues(browser.localStorage).join('\n')).not.toContain('the-session-token');
    expect(browser.document.cookie).not.toContain('the-session-token');
    expect(hasSession()).toBe(true);
  });

  it('marks each sign-in with its own id, lasting the cookie days', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    markSignedIn(2);
    const first = signedInMark();
    expect(first?.expiresAt).toBe(Date.parse('2026-01-03T00:00:00Z'));
    markSignedIn(2);
    expect(signedInMark()?.id).not.toBe(first?.id);
    vi.setSystemTime(new Date('2026-01-03T00:00:00Z'));
    expect(hasSession()).toBe(false);
  });

  it('removes the tokens an earlier version kept in localStorage', () => {
    browser.localStorage.setItem('token', 'old');
    browser.localStorage.setItem('token2', 'old2');
    browser.localStorage.setItem('lang', 'en-US');
    forgetStoredTokens();
    expect(browser.localStorage.getItem('token')).toBeNull();
    expect(browser.localStorage.getItem('token2')).toBeNull();
    expect(browser.localStorage.getItem('lang')).toBe('en-US');
  });
});
