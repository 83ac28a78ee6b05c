// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listViewCalls,
  userCalls,
  userProductCalls,
  type Role,
  type UserProductRow,
} from '../../../../src/contract/index.ts';
import { UserProductsPage } from '../../../../src/features/user-products/components/user-products-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { auditExportOk, exportCsv, hideColumn } from '../../support/desk-export.ts';
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

vi.mock('../../../../src/lib/sheets/export.ts', async () => (await import('../../support/desk-export.ts')).fakeExport);

useApiServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const setting: UserProductRow = {
  userId: 12,
  userAccount: 'merchant01',
  userNickname: 'Shop',
  userRole: 'merchant',
  productId: 101,
  productName: 'UPI collection',
  rate: 125,
  fixedFee: 150,
  enabled: true,
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const other: UserProductRow = { ...setting, productId: 102, productName: 'Bank collection', enabled: false };

function show(role: Role, path = '/userProduct') {
  server.use(
    signedInAs(role, 1),
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    http.get(`*${userCalls.getUserOptions.path}`, () => ok([])),
    http.get(`*${userProductCalls.getList.path}`, () => ok(page([setting, other]))),
    auditExportOk(),
  );
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error('no route');
  return renderPage(<UserProductsPage route={route} />, route.path);
}

const headers = () =>
  within(screen.getByTestId('list-table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('user products on a desk (decisions 124, 135)', () => {
  it('an admin reads the settings as table rows with the card’s facts and Edit rate', async () => {
    show('admin');
    const rows = await screen.findAllByTestId('user-product-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('user-product-card')).toBeNull();
    expect(headers()).toEqual([
      'User',
      'Nickname',
      'Role',
      'Product ID',
      'Product name',
      'Rate',
      'Fixed fee per transaction',
      'State',
      'Actions',
    ]);
    expect(within(rows[0]!).getByTestId('user-product-rate').textContent).toBe('0.0125 (1.25%)');
    expect(rows[0]!.textContent).toContain('1.50');
    expect(within(rows[1]!).getByTestId('user-product-state').textContent).toBe('Disabled');
    expect(within(rows[0]!).getByRole('button', { name: 'Edit rate' })).toBeTruthy();
  });

  it('e on a row edits its fees and saves them', async () => {
    const calls = recordCalls();
    show('admin');
    server.use(http.post(`*${userProductCalls.update.path}`, () => ok(setting)));
    const [row] = await screen.findAllByTestId('user-product-row');
    fireEvent.focus(row!);
    fireEvent.keyDown(row!, { key: 'e' });
    const form = await screen.findByRole('dialog', { name: 'Edit rate · merchant01' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const sent = () => calls.find((c) => c.path === userProductCalls.update.path);
    await waitFor(() => expect(sent()?.body).toMatchObject({ userId: 12, productId: 101 }));
  });

  it('Enter edits for an admin; the first cell shows a reader the card, with no buttons', async () => {
    show('admin');
    const [row] = await screen.findAllByTestId('user-product-row');
    fireEvent.focus(row!);
    fireEvent.keyDown(row!, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Edit rate · merchant01' })).toBeTruthy();
    cleanup();

    show('customerService', '/userProduct/customerService');
    const [read] = await screen.findAllByTestId('user-product-row');
    expect(headers()).not.toContain('Actions');
    fireEvent.click(within(read!).getAllByRole('button')[0]!);
    const detail = await screen.findByTestId('user-product-detail');
    expect(within(detail).getByTestId('user-product-product').textContent).toBe('101 UPI collection');
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show('admin');
    expect(await screen.findAllByTestId('user-product-card')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });

  it('Export writes the shown columns, the rate and fee as numbers: a hidden one is left out', async () => {
    show('admin');
    await screen.findAllByTestId('user-product-row');
    await hideColumn('Nickname');
    const { header, rows } = await exportCsv();
    expect(rows[0]).toEqual(['merchant01', 'Merchant', 101, 'UPI collection', 0.0125, 1.5, 'Enabled']);
    expect(header).toEqual([
      'User',
      'Role',
      'Product ID',
      'Product name',
      'Rate',
      'Fixed fee per transaction',
      'State',
    ]);
  });
});
