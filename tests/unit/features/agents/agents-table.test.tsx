// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentCalls, listViewCalls, type TeamMemberRow } from '../../../../src/contract/index.ts';
import { AgentsPage } from '../../../../src/features/agents/components/agents-page.tsx';
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

const member: TeamMemberRow = {
  id: 31,
  account: 'supplier02',
  nickname: 'Second',
  status: 'normal',
  balance: 1_250_000,
  availableBalance: 1_000_000,
  frozenBalance: 250_000,
  acceptOrders: true,
  online: true,
  googleBound: true,
  enableGoogleVerify: true,
  resourceCount: 3,
  enabledResourceCount: 2,
  resourceTypeCounts: {},
  processingOrderCount: 4,
  processingOrderAmount: 80_000,
  lastLoginTime: '2026-11-28T10:00:00.000Z',
  createTime: '2026-10-01T08:00:00.000Z',
};
const frozen: TeamMemberRow = { ...member, id: 32, account: 'supplier03', status: 'disabled', acceptOrders: false };

function show() {
  server.use(
    signedInAs('supplier', 1),
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    http.get(`*${agentCalls.getTeam.path}`, () => ok(page([member, frozen]))),
    auditExportOk(),
  );
  const route = findRoute(appRoutes, '/supplier-proxy');
  if (!route) throw new Error('no route');
  return renderPage(<AgentsPage route={route} />, route.path);
}

const defaults = [
  'Account',
  'Nickname',
  'State',
  'Online',
  'Balance',
  'Available balance',
  'Frozen balance',
  'Accept orders',
  'Google verification',
  'Receiving accounts',
  'Accounts switched on',
  'Processing orders',
  'Processing amount',
];

describe('an agent’s team on a desk (decisions 124, 135)', () => {
  it('reads the members as table rows with the card’s facts, amounts as amounts', async () => {
    show();
    const rows = await screen.findAllByTestId('member-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('member-card')).toBeNull();
    const headers = within(screen.getByTestId('list-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([...defaults, 'Actions']);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[4]).toBe('12,500.00');
    expect(cells[12]).toBe('800.00');
    expect(within(rows[1]!).getByTestId('member-status').textContent).toBe('Disabled');
  });

  it('a on a row stops the member accepting orders once confirmed', async () => {
    const calls = recordCalls();
    show();
    server.use(http.post(`*${agentCalls.setMemberAcceptOrders.path}`, () => ok(null)));
    const [row] = await screen.findAllByTestId('member-row');
    fireEvent.focus(row!);
    fireEvent.keyDown(row!, { key: 'a' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const sent = () => calls.find((c) => c.path === agentCalls.setMemberAcceptOrders.path);
    await waitFor(() => expect(sent()?.body).toMatchObject({ userId: 31, acceptOrders: false }));
  });

  it('Enter opens the member’s detail; the row’s Actions button opens what fits its state', async () => {
    show();
    const rows = await screen.findAllByTestId('member-row');
    fireEvent.focus(rows[0]!);
    fireEvent.keyDown(rows[0]!, { key: 'Enter' });
    expect((await screen.findByTestId('member-detail')).textContent).toContain('supplier02');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Actions' }));
    expect(await screen.findByText('Unfreeze')).toBeTruthy();
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show();
    expect(await screen.findAllByTestId('member-card')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });

  it('Export writes the shown columns: a hidden one is left out', async () => {
    show();
    await screen.findAllByTestId('member-row');
    await hideColumn('Online');
    expect(await exportCsvHeader()).toEqual(defaults.filter((h) => h !== 'Online'));
  });
});
