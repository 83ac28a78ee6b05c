// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../src/contract/index.ts';
import { prefetchLandingPage } from '../../../src/app/landing.ts';
import { markSignedIn } from '../../../src/lib/api/session.ts';
import { queryClient } from '../../../src/lib/query-client.ts';
import { installBrowserGlobals } from '../support/browser-globals.ts';
import { userOf } from '../support/render-page.tsx';

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'success', data }), { status: 200 });
const figures = { orderCount: 3, successCount: 2, successRate: 66.67, amount: 3000, successAmount: 2000 };

/** Answers the calls of a person of `role` and keeps the path of each, in order. */
function serve(role: Role) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      paths.push(path);
      if (path === '/v1.0/user/getInfo') return envelope(userOf(role, 7));
      if (path.startsWith('/v1.0/order/statistics/')) return envelope(figures);
      if (path === '/v1.0/order/getList') return envelope({ list: [], total: 0, pageIndex: 1, pageNum: 5 });
      return envelope({ balance: 100, availableBalance: 80, frozenBalance: 20 });
    }),
  );
  return paths;
}

describe('the calls a cold start makes before the app renders', () => {
  beforeEach(() => {
    installBrowserGlobals();
    queryClient.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the user info, then the figures of the home a merchant lands on', async () => {
    markSignedIn(1);
    const paths = serve('merchant');
    await prefetchLandingPage('http://localhost/home');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(paths[0]).toBe('/v1.0/user/getInfo');
    expect([...paths.slice(1)].sort()).toEqual(
      [
        '/v1.0/order/getList',
        '/v1.0/order/statistics/today',
        '/v1.0/order/statistics/total',
        '/v1.0/order/statistics/yesterday',
        '/v1.0/user/getTotalBalance',
      ].sort(),
    );
  });

  it("starts no call of a page the person's role may not open", async () => {
    markSignedIn(1);
    const paths = serve('merchant');
    await prefetchLandingPage('http://localhost/merchants/list');
    expect(paths).toEqual(['/v1.0/user/getInfo']);
  });

  it('asks nothing without a session', async () => {
    const paths = serve('admin');
    await prefetchLandingPage('http://localhost/home');
    expect(paths).toEqual([]);
  });
});
