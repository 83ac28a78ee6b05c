// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  orderActionCalls,
  PayoutStatus,
  payoutCalls,
  type PayoutRow,
  type Role,
} from '../../../../src/contract/index.ts';
import { payoutPoolQueryOptions, payoutsQueryOptions } from '../../../../src/features/payouts/api/get-payouts.ts';
import { PayoutsPage } from '../../../../src/features/payouts/components/payouts-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import {
  ok,
  page,
  phoneMedia,
  recordCalls,
  renderPage,
  server,
  signedInAs,
  useApiServer,
} from '../../support/render-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
// The cards of a phone (from 1024 px the lists are desk tables, decision 124).
beforeEach(() => vi.stubGlobal('matchMedia', phoneMedia));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = 7;
const otherSupplier = 9;

const payout = (over: Partial<PayoutRow> = {}): PayoutRow => ({
  id: 41,
  orderCode: 'P2026000041',
  mchOrderNo: 'M41',
  merchantId: 3,
  merchantName: 'shop',
  productId: 1,
  supplierId: null,
  supplierName: '',
  amount: 10_000,
  fee: 100,
  status: PayoutStatus.awaitingPayment,
  name: 'Payee',
  cardNumber: '1234',
  bankBranch: 'Branch',
  ifsc: 'IFSC0001',
  upi: '',
  address: '',
  walletAddress: '',
  usdtAmount: 0,
  utr: null,
  rejectReason: null,
  batchId: null,
  createTime: '2026-05-01 10:00:00',
  updateTime: '2026-05-01 10:00:00',
  claimedTime: null,
  completedTime: null,
  hold: null,
  gateway: null,
  test: false,
  ...over,
});

const pooled = payout();
const claimedByMe = payout({ supplierId: me, supplierName: 'me', status: PayoutStatus.preparingPayment });
const processingMine = payout({ supplierId: me, supplierName: 'me', status: PayoutStatus.processingPayment });
const claimedByOther = payout({
  supplierId: otherSupplier,
  supplierName: 'other',
  status: PayoutStatus.preparingPayment,
});
const completed = payout({
  supplierId: otherSupplier,
  supplierName: 'other',
  status: PayoutStatus.paymentCompleted,
  utr: 'UTR1',
});

/**
 * Opens the page at `path` as `role` with `rows` in the list (and the pool), taps the first card and
 * returns the detail sheet's action buttons, Close left out.
 */
async function actionsSeen(role: Role, path: string, rows: { list?: PayoutRow[]; pool?: PayoutRow[] }, tab?: 'Pool') {
  server.use(
    signedInAs(role, role === 'supplier' ? me : 1),
    http.get(`*${payoutCalls.getList.path}`, () => ok(page(rows.list ?? []))),
    http.get(`*${payoutCalls.getPool.path}`, () => ok(page(rows.pool ?? []))),
  );
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error(`no route ${path}`);
  const { queryClient } = renderPage(<PayoutsPage route={route} />, route.path);
  if (tab) fireEvent.click(await screen.findByText(tab));
  const card = await screen.findByTestId('payout-card');
  fireEvent.click(within(card).getByRole('button'));
  const sheet = await screen.findByTestId('payout-detail');
  const actions = within(sheet)
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((text) => text !== 'Close');
  return { actions, queryClient };
}

/** How many times the list or pool query of these (empty) filters got its data. */
const fetches = (client: QueryClient, options: { queryKey: QueryKey }) =>
  client.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;

describe('payout row actions by role', () => {
  it('a supplier sees Claim on a pool payout and not Reject', async () => {
    const { actions } = await actionsSeen('supplier', '/payProxyOrder/list/supplier', { pool: [pooled] }, 'Pool');
    expect(actions).toEqual(['Claim']);
  });

  it('a supplier pays its own claim: Mark processing, Complete, Reject and Give back, never Cancel payout', async () => {
    const { actions } = await actionsSeen('supplier', '/payProxyOrder/list/supplier', { list: [claimedByMe] });
    expect(actions).toEqual(['Mark processing', 'Complete with UTR', 'Reject', 'Give back claim']);
  });

  it('a supplier no longer marks processing nor gives back a payout already being processed', async () => {
    const { actions } = await actionsSeen('supplier', '/payProxyOrder/list/supplier', { list: [processingMine] });
    expect(actions).toEqual(['Complete with UTR', 'Reject']);
  });

  it("a supplier gets no action on another supplier's claim (an agent's team list)", async () => {
    const { actions } = await actionsSeen('supplier', '/payProxyOrder/list/supplierProxy', { list: [claimedByOther] });
    expect(actions).toEqual([]);
  });

  it('a merchant may only cancel its payout while nobody claimed it', async () => {
    expect((await actionsSeen('merchant', '/payProxyOrder/list/merchant', { list: [pooled] })).actions).toEqual([
      'Cancel payout',
    ]);
    cleanup();
    expect((await actionsSeen('merchant', '/payProxyOrder/list/merchant', { list: [claimedByOther] })).actions).toEqual(
      [],
    );
  });

  it('an admin repairs a claimed payout: pays, rejects, releases the claim or cancels it', async () => {
    const { actions } = await actionsSeen('admin', '/payProxyOrder/list', { list: [claimedByOther] });
    expect(actions).toEqual(['Mark processing', 'Complete with UTR', 'Reject', 'Give back claim', 'Cancel payout']);
  });

  it('an admin cannot pay an unclaimed payout, only reject or cancel it', async () => {
    const { actions } = await actionsSeen('admin', '/payProxyOrder/list', { list: [pooled] });
    expect(actions).toEqual(['Reject', 'Cancel payout']);
  });

  it("an admin does not claim from the pool page (claiming is the suppliers')", async () => {
    expect((await actionsSeen('admin', '/payProxyOrder/pool', { pool: [pooled] })).actions).toEqual([]);
  });

  it('nobody acts on a completed payout', async () => {
    expect((await actionsSeen('admin', '/payProxyOrder/list', { list: [completed] })).actions).toEqual([]);
  });

  it('customer service on its read-only variant sees the payout and no action', async () => {
    expect(
      (await actionsSeen('customerService', '/payProxyOrder/list/customerService', { list: [claimedByOther] })).actions,
    ).toEqual([]);
    cleanup();
    expect(
      (await actionsSeen('customerService', '/payProxyOrder/pool/customerService', { pool: [pooled] })).actions,
    ).toEqual([]);
  });

  it('the read-only variant removes the actions whoever opens it (an admin too)', async () => {
    expect(
      (await actionsSeen('admin', '/payProxyOrder/list/customerService', { list: [claimedByOther] })).actions,
    ).toEqual([]);
  });

  it('an admin gets no action on a payout its gateway still holds, and reads which gateway and where it stands', async () => {
    const atGateway = payout({
      status: PayoutStatus.processingPayment,
      gateway: { name: 'RazorpayX main', state: 'sent' },
    });
    expect((await actionsSeen('admin', '/payProxyOrder/list', { list: [atGateway] })).actions).toEqual([]);
    expect(within(screen.getByTestId('payout-detail')).getByTestId('payout-gateway').textContent).toBe(
      'Payment gateway RazorpayX main: accepted, waiting for the bank',
    );
  });
});

describe('tapping an action calls its API', () => {
  it("a supplier's Claim posts the payout's id to claimOrder", async () => {
    const calls = recordCalls();
    server.use(
      http.post(`*${orderActionCalls.claimPayout.path}`, () => ok({ orderId: pooled.id, orderCode: pooled.orderCode })),
    );
    const { queryClient } = await actionsSeen('supplier', '/payProxyOrder/list/supplier', { pool: [pooled] }, 'Pool');
    expect(fetches(queryClient, payoutPoolQueryOptions({}))).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === orderActionCalls.claimPayout.path)?.body).toEqual({
        orderId: pooled.id,
      }),
    );
    // The pool is fetched again, so the claimed payout leaves it.
    await waitFor(() => expect(fetches(queryClient, payoutPoolQueryOptions({}))).toBe(2));
  });

  it("a supplier's Mark processing posts the order code to markProcessing", async () => {
    const calls = recordCalls();
    server.use(http.post(`*${payoutCalls.markProcessing.path}`, () => ok({ ...processingMine })));
    const { queryClient } = await actionsSeen('supplier', '/payProxyOrder/list/supplier', { list: [claimedByMe] });
    fireEvent.click(screen.getByRole('button', { name: 'Mark processing' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === payoutCalls.markProcessing.path)?.body).toEqual({
        orderCode: claimedByMe.orderCode,
      }),
    );
    await waitFor(() => expect(fetches(queryClient, payoutsQueryOptions({}))).toBe(2));
  });
});

describe('payout reject form', () => {
  it('opens with no mode chosen, and tapping the chosen mode again keeps it', async () => {
    await actionsSeen('admin', '/payProxyOrder/list', { list: [claimedByOther] });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const toMerchant = await screen.findByRole('option', { name: 'The merchant (cancel, balance returned)' });
    const toList = screen.getByRole('option', { name: 'The list (back to the pool)' });
    expect(toMerchant.getAttribute('aria-selected')).toBe('false');
    expect(toList.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(toList);
    fireEvent.click(toList);
    expect(toList.getAttribute('aria-selected')).toBe('true');
    expect(toMerchant.getAttribute('aria-selected')).toBe('false');
  });
});
