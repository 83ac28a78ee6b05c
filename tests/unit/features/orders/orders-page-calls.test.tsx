// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { delay, http, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { OrdersPage } from '../../../../src/features/orders/components/orders-page.tsx';
import { queryClient } from '../../../../src/lib/query-client.ts';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { userInfoQueryOptions } from '../../../../src/lib/user/get-user-info.ts';
import {
  ok,
  page,
  recordCalls,
  renderPage,
  server,
  signedInAs,
  useApiServer,
  userOf,
} from '../../support/render-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const statusList = '/v1.0/order/getOrderStatusList';
const markList = '/v1.0/order/getOrderMarkList';

/** The supplier's order list, its first page held back until `release` is called. */
function openList(search = '') {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    signedInAs('supplier', 31),
    http.all('*/v1.0/order/getList', async () => {
      await held;
      return ok(page([]) as unknown as JsonBodyType);
    }),
    http.all(`*${statusList}`, () => ok([{ id: 5, name: '成功', hiddenByDefault: false }])),
    http.all(`*${markList}`, () => ok([])),
    http.all('*/v1.0/*', async () => {
      await delay(1);
      return ok([]);
    }),
  );
  queryClient.setQueryData(userInfoQueryOptions().queryKey, userOf('supplier', 31));
  const route = findRoute(appRoutes, '/order/list/supplier');
  if (!route) throw new Error('no supplier order list');
  const calls = recordCalls();
  renderPage(<OrdersPage route={route} />, `${route.path}${search}`, queryClient);
  return { calls, release, paths: () => calls.map((c) => c.path) };
}

describe("the order list's first calls (decision 062: the first render starts only what it shows)", () => {
  it('asks for the status and mark lists only once the orders are in, and each once', async () => {
    const list = openList();
    await waitFor(() => expect(list.paths()).toContain('/v1.0/order/getList'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(list.paths()).not.toContain(statusList);
    expect(list.paths()).not.toContain(markList);

    list.release();
    await screen.findByText('No orders match');
    await waitFor(() => expect(list.paths()).toContain(markList));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(list.paths().filter((p) => p === statusList)).toHaveLength(1);
    expect(list.paths().filter((p) => p === markList)).toHaveLength(1);
  });

  it('asks for the status list at once when a status filter is in the address, to word its chip', async () => {
    const list = openList('?orderStatusId=5');
    await waitFor(() => expect(list.paths()).toContain(statusList));
    expect(list.paths()).not.toContain(markList);
    expect(await screen.findByRole('button', { name: /Remove .*Successful/ })).toBeTruthy();
    list.release();
  });
});
