// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role, UserInfo } from '../../../src/contract/index.ts';
import { homePage } from '../../../src/features/home/page.ts';
import { queryClient } from '../../../src/lib/query-client.ts';
import { findRoute } from '../../../src/lib/routes/match.ts';
import { userInfoQueryOptions } from '../../../src/lib/user/get-user-info.ts';
import {
  ok,
  page,
  recordCalls,
  renderPage,
  server,
  signedInAs,
  useApiServer,
  userOf,
} from '../support/render-page.tsx';
import { appRoutes } from '../../../src/app/routes/table.ts';

useApiServer();
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const figures = { orderCount: 3, successCount: 2, successRate: 66.67, amount: 3000, successAmount: 2000 };

/** Answers every call home makes with plausible figures. */
function answerAll(role: Role, id: number) {
  server.use(
    signedInAs(role, id),
    http.get('*/v1.0/public/contact', () => ok({ contactInfo: '' })),
    http.all('*/v1.0/user/getTotalBalance', () =>
      ok({ balance: 100, availableBalance: 80, frozenBalance: 20, reservedBalance: 0 }),
    ),
    http.all('*/v1.0/order/statistics/:range', () => ok(figures)),
    http.all('*/v1.0/order/getList', () => ok(page([]) as unknown as JsonBodyType)),
    http.all('*/v1.0/*', () => ok([])),
  );
}

function signIn(role: Role, id: number): UserInfo {
  const user = userOf(role, id);
  queryClient.setQueryData(userInfoQueryOptions().queryKey, user);
  return user;
}

/** `METHOD path?query` of a recorded call, so two list calls with other filters differ. */
const named = (c: { method: string; path: string; body: unknown }) => `${c.method} ${c.path} ${JSON.stringify(c.body)}`;

describe("the calls a page's route loader starts before the page renders", () => {
  it.each([
    ['merchant', 21],
    ['supplier', 31],
    ['admin', 1],
  ] as const)('home for a %s: every figure the page shows was already asked for, none twice', async (role, id) => {
    answerAll(role, id);
    const user = signIn(role, id);
    const route = findRoute(appRoutes, '/home');
    if (!route) throw new Error('no home route');
    const calls = recordCalls();
    homePage.prefetch({ user, route, search: new URLSearchParams(), routes: appRoutes });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const started = calls.map(named);

    const Home = homePage;
    renderPage(<Home route={route} />, route.path, queryClient);
    await screen.findByRole('region', { name: 'Today' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const afterRender = calls.map(named);
    // The page adds only what it does not prefetch (the public contact and, once idle, the list the
    // supplement queue opens, kept for offline), and repeats nothing.
    const queueList = afterRender.filter(
      (c) => c.startsWith('GET /v1.0/order/getList') && c.includes('"pageNum":"100"'),
    );
    expect(afterRender.filter((c) => !started.includes(c) && !queueList.includes(c))).toEqual([
      'GET /v1.0/public/contact {}',
    ]);
    expect(queueList).toHaveLength(role === 'merchant' ? 0 : 1);
    expect(afterRender.filter((c, i) => afterRender.indexOf(c) !== i)).toEqual([]);
    expect(started.some((c) => c.includes('/user/getTotalBalance'))).toBe(role !== 'admin');
    expect(started.filter((c) => c.includes('/order/statistics/'))).toHaveLength(3);
  });
});
