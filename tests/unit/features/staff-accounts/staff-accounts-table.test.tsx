// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCalls, listViewCalls, type AdminUser, type Role } from '../../../../src/contract/index.ts';
import { StaffAccountsPage } from '../../../../src/features/staff-accounts/components/staff-accounts-page.tsx';
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

const operator: AdminUser = {
  id: 21,
  nickname: 'Asha',
  account: 'asha0001',
  access: 'customerService',
  status: 'normal',
  enableGoogleVerify: true,
  confirmBind: true,
  allowModify: true,
  parentId: null,
  lastLoginIp: '198.51.100.4',
  lastLoginTime: '2026-11-28T10:00:00.000Z',
  createTime: '2026-10-01T08:00:00.000Z',
};
const gone: AdminUser = { ...operator, id: 22, account: 'ravi0001', nickname: 'Ravi', status: 'deleted' };

function show(role: Role, path = '/setting/users') {
  server.use(
    signedInAs(role, 1),
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    http.get(`*${adminCalls.getUserList.path}`, () => ok(page([operator, gone]))),
    auditExportOk(),
  );
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error('no route');
  return renderPage(<StaffAccountsPage route={route} />, route.path);
}

const headers = () =>
  within(screen.getByTestId('list-table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('staff accounts on a desk (decisions 124, 135)', () => {
  it('an admin reads them as table rows with the card’s facts; a deleted one offers Restore', async () => {
    show('admin');
    const rows = await screen.findAllByTestId('user-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('user-card')).toBeNull();
    expect(headers()).toEqual(['Account', 'Nickname', 'Role', 'Status', 'Last login', 'Actions']);
    expect(within(rows[0]!).getByTestId('user-status').textContent).toBe('Normal');
    expect(within(rows[0]!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('l on a row lifts the account’s sign-in pauses once confirmed', async () => {
    const calls = recordCalls();
    show('admin');
    server.use(http.post(`*${adminCalls.unlockSignIn.path}`, () => ok(null)));
    const [row] = await screen.findAllByTestId('user-row');
    fireEvent.focus(row!);
    fireEvent.keyDown(row!, { key: 'l' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((c) => c.path === adminCalls.unlockSignIn.path)).toBe(true));
    expect(calls.find((c) => c.path === adminCalls.unlockSignIn.path)?.body).toMatchObject({ id: 21 });
  });

  it('Enter opens the account’s detail; the read-only variant has no row buttons', async () => {
    show('admin');
    const [row] = await screen.findAllByTestId('user-row');
    fireEvent.focus(row!);
    fireEvent.keyDown(row!, { key: 'Enter' });
    const detail = await screen.findByTestId('user-detail');
    expect(detail.textContent).toContain('198.51.100.4');
    cleanup();

    show('customerService', '/setting/users/customerService');
    const [read] = await screen.findAllByTestId('user-row');
    expect(headers()).not.toContain('Actions');
    fireEvent.click(within(read!).getAllByRole('button')[0]!);
    expect((await screen.findByTestId('user-detail')).textContent).toContain('asha0001');
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show('admin');
    expect(await screen.findAllByTestId('user-card')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });

  it('Export writes the shown columns: a hidden one is left out', async () => {
    show('admin');
    await screen.findAllByTestId('user-row');
    await hideColumn('Nickname');
    expect(await exportCsvHeader()).toEqual(['Account', 'Role', 'Status', 'Last login']);
  });
});
