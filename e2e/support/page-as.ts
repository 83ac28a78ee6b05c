import type { Browser, BrowserContextOptions } from '@playwright/test';
import type { SignedInState } from './fixtures.ts';

/** Another person in the same test: a context of its own, signed in with `state`, reading English. */
export async function pageAs(browser: Browser, state: SignedInState, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, storageState: state, acceptDownloads: true });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  return { context, page };
}
