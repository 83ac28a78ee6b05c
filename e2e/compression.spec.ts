import type { Response } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Decision 060, through the real server and the built app: what a phone downloads on its first
 * visit to the sign-in page is compressed, hashed files are cached for good, and the files that
 * name them are asked again on every load.
 */
test.skip(({ isMobile }) => !isMobile, 'the same files on desktop; one project keeps the run short');

const textTypes = /javascript|css|html|json|manifest|svg/;

test('every text file the sign-in page loads comes compressed; hashed files are immutable, the page no-cache', async ({
  page,
  server,
}) => {
  const seen: Response[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).origin === server.origin && !res.fromServiceWorker()) seen.push(res);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /sign in|登录|登入/i })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const rows = await Promise.all(
    seen.map(async (res) => {
      const headers = await res.allHeaders();
      return {
        path: new URL(res.url()).pathname,
        type: headers['content-type'] ?? '',
        encoding: headers['content-encoding'] ?? '',
        cache: headers['cache-control'] ?? '',
        vary: headers.vary ?? '',
      };
    }),
  );
  // Files; the API's answers follow the 1 KB threshold (the test below).
  const text = rows.filter((r) => textTypes.test(r.type) && !r.path.startsWith('/v1.0/'));
  expect(text.filter((r) => r.path.startsWith('/assets/')).length).toBeGreaterThan(3);
  expect(text.filter((r) => !/^(br|gzip)$/.test(r.encoding)).map((r) => r.path)).toEqual([]);
  expect(text.filter((r) => !/accept-encoding/i.test(r.vary)).map((r) => r.path)).toEqual([]);
  expect(
    rows
      .filter((r) => r.path.startsWith('/assets/') && r.cache !== 'public, max-age=31536000, immutable')
      .map((r) => r.path),
  ).toEqual([]);
  expect(rows.find((r) => r.path === '/login')?.cache).toBe('no-cache');
  for (const path of ['/sw.js', '/config.json', '/manifest.webmanifest']) {
    const res = await page.request.get(path);
    expect([path, res.headers()['cache-control']]).toEqual([path, 'no-cache']);
  }
});

test.describe('API answers', () => {
  test.use({ account: 'admin0001' });

  test('an answer above 1 KB comes compressed, a small one as it is', async ({ page }) => {
    const list = await page.request.get('/v1.0/order/getList?pageIndex=1&pageNum=20', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(list.status()).toBe(200);
    expect((await list.body()).length).toBeGreaterThan(1024);
    expect(list.headers()['content-encoding']).toBe('br');
    const gzip = await page.request.get('/v1.0/order/getList?pageIndex=1&pageNum=20', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const small = await page.request.get('/healthz', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers()['content-encoding']).toBeUndefined();
  });
});
