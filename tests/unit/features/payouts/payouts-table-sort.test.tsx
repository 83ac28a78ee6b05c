// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PayoutStatus, payoutCalls, type PayoutRow } from '../../../../src/contract/index.ts';
import { PayoutsPage } from '../../../../src/features/payouts/components/payouts-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { ok, page, recordCalls, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';

useApiServer();
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const payout = (id: number, amount: number): PayoutRow => ({
  id,
  orderCode: `P${id}`,
  mchOrderNo: `M${id}`,
  merchantId: 3,
  merchantName: 'shop',
  productId: 1,
  supplierId: null,
  supplierName: '',
  amount,
  fee: 0,
  status: PayoutStatus.awaitingPayment,
  name: 'Payee',
  cardNumber: '1234',
  bankBranch: '',
  ifsc: '',
  upi: '',
  address: '',
  walletAddress: '',
  usdtAmount: 0,
  utr: null,
  rejectReason: null,
  batchId: null,
  createTime: '2026-05-01T10:00:00Z',
  updateTime: '2026-05-01T10:00:00Z',
  claimedTime: null,
  completedTime: null,
  hold: null,
  gateway: null,
  test: false,
});

const small = payout(1, 1_000);
const middle = payout(2, 50_000);
const large = payout(3, 900_000);

/** The list as the server would read it: newest first, or by amount with an amount cursor after. */
function listHandler() {
  return http.get(`*${payoutCalls.getList.path}`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const sort = q.get('sort');
    if (!sort) return ok({ ...page([middle, large, small]), nextCursor: null });
    const rows = sort === 'amountAsc' ? [small, middle, large] : [large, middle, small];
    // Two pages: the first names the amount cursor of its last row.
    if (!q.get('amountCursor')) return ok({ ...page(rows.slice(0, 2)), total: 3, nextCursor: `${rows[1]!.amount}_2` });
    return ok({ ...page(rows.slice(2)), nextCursor: null });
  });
}

const amountsShown = () => screen.getAllByTestId('payout-amount').map((a) => a.textContent);

describe('the payouts’ desk table sorts by amount (decision 124)', () => {
  it('asks the server for amountDesc then amountAsc on the Amount header, the next page by amount cursor', async () => {
    const calls = recordCalls();
    server.use(signedInAs('admin', 1), listHandler());
    const route = findRoute(appRoutes, '/payProxyOrder/list');
    if (!route) throw new Error('no route');
    renderPage(<PayoutsPage route={route} />, route.path);
    await waitFor(() => expect(amountsShown()).toEqual(['500.00', '9,000.00', '10.00']));

    fireEvent.click(screen.getByTestId('sort-amount'));
    await waitFor(() => expect(amountsShown()).toEqual(['9,000.00', '500.00', '10.00']));
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('descending');
    const listCalls = () => calls.filter((c) => c.path === payoutCalls.getList.path).map((c) => c.body);
    expect(listCalls()).toContainEqual(expect.objectContaining({ sort: 'amountDesc', amountCursor: '50000_2' }));
    expect(listCalls().every((b) => !('cursor' in (b as object)))).toBe(true);

    fireEvent.click(screen.getByTestId('sort-amount'));
    await waitFor(() => expect(amountsShown()).toEqual(['10.00', '500.00', '9,000.00']));
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('keeps the pool first come, first paid: its Amount header does not sort', async () => {
    server.use(
      signedInAs('admin', 1),
      http.get(`*${payoutCalls.getPool.path}`, () => ok(page([small, large]))),
    );
    const route = findRoute(appRoutes, '/payProxyOrder/pool');
    if (!route) throw new Error('no route');
    renderPage(<PayoutsPage route={route} />, route.path);
    await waitFor(() => expect(amountsShown()).toHaveLength(2));
    expect(screen.queryByTestId('sort-amount')).toBeNull();
  });
});
