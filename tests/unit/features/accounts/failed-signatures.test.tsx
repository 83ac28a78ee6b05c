// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountCalls, type AccountRow } from '../../../../src/contract/index.ts';
import { AccountsPage } from '../../../../src/features/accounts/components/accounts-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { ok, page, phoneMedia, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const merchant = (over: Partial<AccountRow> = {}): AccountRow => ({
  id: 12,
  account: 'shop12',
  nickname: 'Shop 12',
  role: 'merchant',
  status: 'normal',
  balance: 0,
  availableBalance: 0,
  frozenBalance: 0,
  kycLowerLimit: 0,
  acceptOrders: true,
  allowModify: false,
  enableGoogleVerify: false,
  confirmBind: false,
  signType: 'MD5',
  hasKey: true,
  parentId: null,
  subAccountCount: 0,
  lastLoginIp: '',
  lastLoginTime: null,
  createTime: '2026-11-01T00:00:00.000Z',
  failedSignCount: 0,
  lastFailedSignIp: '',
  lastFailedSignTime: null,
  ...over,
});

function showMerchants(rows: AccountRow[]) {
  // A phone's width: the cards (from 1024 px the list is a table, decision 124).
  vi.stubGlobal('matchMedia', phoneMedia);
  server.use(
    signedInAs('admin', 1),
    http.get(`*${accountCalls.getMerchantList.path}`, () => ok(page(rows))),
    http.get(`*${accountCalls.getAccountOptions.path}`, () =>
      ok({ canClearMerchantBalance: false, autoCreateRelateSupplier: false, autoCreateRelateMerchant: false }),
    ),
  );
  const route = findRoute(appRoutes, '/merchants/list');
  if (!route) throw new Error('no merchants route');
  renderPage(<AccountsPage route={route} />, route.path);
}

describe('failed signatures on the merchant list', () => {
  it('shows an admin how many API requests of a merchant were refused for a wrong signature, and from where the last came', async () => {
    showMerchants([
      merchant({
        failedSignCount: 31,
        lastFailedSignIp: '198.51.100.7',
        lastFailedSignTime: '2026-11-24T11:02:00.000Z',
      }),
    ]);
    const card = await screen.findByTestId('account-card');
    expect(within(card).getByText('Failed signatures (24 h)')).toBeTruthy();
    expect(within(card).getByTestId('account-failed-signs').textContent).toBe('31');
    fireEvent.click(within(card).getByRole('button'));
    const sheet = await screen.findByTestId('account-detail');
    expect(within(sheet).getByText('Last failed signature')).toBeTruthy();
    expect(within(sheet).getByText(/^198\.51\.100\.7 · /)).toBeTruthy();
  });

  it('says 0 and a dash for a merchant without any', async () => {
    showMerchants([merchant()]);
    const card = await screen.findByTestId('account-card');
    expect(within(card).getByTestId('account-failed-signs').textContent).toBe('0');
    fireEvent.click(within(card).getByRole('button'));
    const sheet = await screen.findByTestId('account-detail');
    const label = within(sheet).getByText('Last failed signature');
    expect(label.nextElementSibling?.textContent).toBe('—');
  });
});
