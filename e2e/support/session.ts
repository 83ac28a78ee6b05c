import type { BrowserContext, Page } from '@playwright/test';

/**
 * What the app keeps of a sign-in (src/lib/api/session.ts): a non-secret mark in localStorage; the
 * token itself is only in the HttpOnly cookie the login call's answer set in the context.
 */
export const signedInMarkKey = 'signedIn';

export function markValue(id: string): string {
  return JSON.stringify({ id, expiresAt: Date.now() + 24 * 60 * 60 * 1000 });
}

/** Marks the page's origin signed in, as the login screen does after the login call. */
export async function markSignedIn(page: Page, id = 'e2e'): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [signedInMarkKey, markValue(id)] as const);
}

/**
 * A context signed in with a token from another request context (its own cookie jar): the cookie
 * as the server sets it, HttpOnly and Strict, plus the app's mark in every page.
 */
export async function signInContext(context: BrowserContext, origin: string, token: string, id = 'e2e'): Promise<void> {
  await context.addCookies([{ name: 'token', value: token, url: origin, httpOnly: true, sameSite: 'Strict' }]);
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [signedInMarkKey, markValue(id)] as const,
  );
}
