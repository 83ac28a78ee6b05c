// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankCalls, listViewCalls, type BankRow, type Role } from '../../../../src/contract/index.ts';
import { BanksPage } from '../../../../src/features/banks/components/banks-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { auditExportOk, exportCsvHeader, hideColumn } from '../../support/desk-export.ts';
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

const icici: BankRow = {
  id: 3,
  name: 'ICICI Bank',
  shortCode: 'ICICI',
  ifscPrefix: 'ICIC',
  country: 'IN',
  enabled: true,
  createTime: '2026-10-01T08:00:00.000Z',
  updateTime: '2026-11-28T10:00:00.000Z',
};
const mpesa: BankRow = {
  ...icici,
  id: 4,
  name: 'M-Pesa',
  shortCode: 'MPESA',
  ifscPrefix: '',
  country: 'KE',
  enabled: false,
};

function show(role: Role, path = '/setting/banks') {
  server.use(
    signedInAs(role, 1),
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    http.get(`*${bankCalls.list.path}`, () => ok(page([icici, mpesa]))),
    auditExportOk(),
  );
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error('no route');
  return renderPage(<BanksPage route={route} />, route.path);
}

const headers = () =>
  within(screen.getByTestId('list-table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('the bank directory on a desk (decisions 124, 135)', () => {
  it('an admin reads the banks as table rows with the card’s facts, its switch and Edit', async () => {
    show('admin');
    const rows = await screen.findAllByTestId('bank-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('bank-card')).toBeNull();
    expect(headers()).toEqual([
      'Bank name',
      'Short code',
      'IFSC prefix or bank code',
      'Country',
      'Enabled',
      'Updated',
      'Actions',
    ]);
    expect(rows[1]!.textContent).toContain('Disabled');
    expect(within(rows[0]!).getByRole('switch', { name: 'Enabled ICICI Bank' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('s on a row switches the bank off', async () => {
    const calls = recordCalls();
    show('admin');
    server.use(http.post(`*${bankCalls.setEnabled.path}`, () => ok({ ...icici, enabled: false })));
    const [row] = await screen.findAllByTestId('bank-row');
    fireEvent.focus(row!);
    fireEvent.keyDown(row!, { key: 's' });
    const sent = () => calls.find((c) => c.path === bankCalls.setEnabled.path);
    await waitFor(() => expect(sent()?.body).toMatchObject({ id: 3, enable: false }));
  });

  it('Enter edits the bank for an admin; the first cell shows a reader the card, with no buttons', async () => {
    show('admin');
    const [row] = await screen.findAllByTestId('bank-row');
    fireEvent.focus(row!);
    fireEvent.keyDown(row!, { key: 'Enter' });
    const form = await screen.findByRole('dialog', { name: 'Edit bank' });
    expect(within(form).getByDisplayValue('ICICI Bank')).toBeTruthy();
    cleanup();

    show('customerService', '/setting/banks/customerService');
    const [read] = await screen.findAllByTestId('bank-row');
    expect(headers()).not.toContain('Actions');
    fireEvent.click(within(read!).getAllByRole('button')[0]!);
    const detail = await screen.findByTestId('bank-detail');
    expect(within(detail).getByTestId('bank-card').textContent).toContain('ICIC');
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show('admin');
    expect(await screen.findAllByTestId('bank-card')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });

  it('Export writes the shown columns: a hidden one is left out', async () => {
    show('admin');
    await screen.findAllByTestId('bank-row');
    await hideColumn('Short code');
    expect(await exportCsvHeader()).toEqual(['Bank name', 'IFSC prefix or bank code', 'Country', 'Enabled', 'Updated']);
  });
});
