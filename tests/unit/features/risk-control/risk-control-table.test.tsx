// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listViewCalls,
  PayoutStatus,
  RiskDetectionState,
  riskControlCalls,
  type RiskBlacklistRow,
  type RiskDetectionRow,
} from '../../../../src/contract/index.ts';
import { BlacklistPage } from '../../../../src/features/risk-control/components/blacklist-page.tsx';
import { DetectionsPage } from '../../../../src/features/risk-control/components/detections-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { appRoutes } from '../../../../src/app/routes/table.ts';
import { auditExportOk, exportCsv, hideColumn, readAtPageSize, tableHeaders } from '../../support/desk-export.ts';
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

// No sheet worker in happy-dom: the export's header and rows are kept (tests/unit/support/desk-export.ts).
vi.mock('../../../../src/lib/sheets/export.ts', async () => (await import('../../support/desk-export.ts')).fakeExport);

useApiServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const entry: RiskBlacklistRow = {
  id: 4,
  kind: 'name',
  value: 'Ravi Kumar',
  remark: 'Chargebacks',
  createdBy: 'superadmin',
  createTime: '2026-11-28T10:00:00.000Z',
};

const held: RiskDetectionRow = {
  id: 31,
  orderCode: 'P202611280000000031',
  mchOrderNo: 'M-31',
  merchantId: 3,
  merchantName: 'Merchant 01',
  productId: 2001,
  amount: 250_000,
  fee: 1_000,
  name: 'Ravi Kumar',
  cardNumber: '50100987654321',
  upi: '',
  walletAddress: '',
  payoutStatus: PayoutStatus.handleExceptions,
  matches: [{ entryId: 4, kind: 'name', value: 'Ravi Kumar', field: 'name' }],
  state: RiskDetectionState.pending,
  decidedBy: '',
  decidedTime: null,
  remark: '',
  createTime: '2026-11-28T11:00:00.000Z',
};
const released: RiskDetectionRow = {
  ...held,
  id: 30,
  orderCode: 'P202611280000000030',
  state: RiskDetectionState.released,
  decidedBy: 'superadmin',
  decidedTime: '2026-11-28T12:00:00.000Z',
  remark: 'Verified by phone',
};

function show(path: string, ui: 'blacklist' | 'detections') {
  server.use(
    signedInAs('superAdmin', 1),
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    auditExportOk(),
    http.get(`*${riskControlCalls.blacklist.path}`, () =>
      ok(page([entry, { ...entry, id: 5, value: 'x@okaxis', kind: 'account' }])),
    ),
    http.get(`*${riskControlCalls.nameBlacklist.path}`, () => ok(page([entry]))),
    http.post(`*${riskControlCalls.deleteEntry.path}`, () => ok({ id: 4 })),
    http.get(`*${riskControlCalls.detections.path}`, () => ok(page([held, released]))),
    http.post(`*${riskControlCalls.release.path}`, () => ok({ ...held, state: RiskDetectionState.released })),
  );
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error(`no route ${path}`);
  return renderPage(
    ui === 'blacklist' ? <BlacklistPage route={route} /> : <DetectionsPage route={route} />,
    route.path,
  );
}

describe('the risk blacklist on a desk (decision 135)', () => {
  it('reads the entries as table rows with the card’s facts and deletes one from its row', async () => {
    const calls = recordCalls();
    show('/payProxyOrder/risk-control/blacklist', 'blacklist');
    const rows = await screen.findAllByTestId('risk-entry-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('risk-entry-card')).toBeNull();
    expect(tableHeaders()).toEqual(['Value', 'Kind', 'Remark', 'Added by', 'Added at', 'Actions']);
    expect(rows[0]!.textContent).toContain('Chargebacks');

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Delete' }));
    const code = await screen.findByLabelText('Google code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(code.closest('form')!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/riskControl/blacklist/delete'))).toBe(true));
    const sent = calls.find((c) => c.path.endsWith('/riskControl/blacklist/delete'));
    await waitFor(() => expect(sent?.body).toEqual({ id: 4, googleCode: '123456' }));
  });

  it('Enter on a row shows the entry’s card; the name blacklist has no kind column', async () => {
    show('/systemManager/nameBlackList', 'blacklist');
    const [row] = await screen.findAllByTestId('risk-entry-row');
    expect(tableHeaders()).toEqual(['Name', 'Remark', 'Added by', 'Added at', 'Actions']);
    act(() => row!.focus());
    fireEvent.keyDown(row!, { key: 'Enter' });
    const detail = await screen.findByTestId('risk-entry-detail');
    expect(within(detail).getByTestId('risk-entry-card').textContent).toContain('Ravi Kumar');
  });

  it('exports the shown columns through the list’s own call: a hidden column is left out', async () => {
    const calls = recordCalls();
    show('/payProxyOrder/risk-control/blacklist', 'blacklist');
    await screen.findAllByTestId('risk-entry-row');
    await hideColumn('Remark');
    expect(tableHeaders()).not.toContain('Remark');
    const file = await exportCsv();
    expect(file.header).toEqual(['Value', 'Kind', 'Added by', 'Added at']);
    expect(file.rows).toHaveLength(2);
    const audit = calls.find((c) => c.path.endsWith(listViewCalls.auditExport.path));
    expect(audit?.body).toMatchObject({ list: 'risk-blacklist', format: 'csv' });
    expect(readAtPageSize(calls, riskControlCalls.blacklist.path, 100)).toBe(true);
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show('/payProxyOrder/risk-control/blacklist', 'blacklist');
    expect(await screen.findAllByTestId('risk-entry-card')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });
});

describe('held payouts on a desk (decision 135)', () => {
  it('reads them as table rows, the decision buttons only on the held one', async () => {
    show('/payProxyOrder/risk-control/detection-records', 'detections');
    const rows = await screen.findAllByTestId('risk-detection-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('risk-detection-card')).toBeNull();
    expect(tableHeaders()).toEqual([
      'Order number',
      'State',
      'Amount',
      'Merchant',
      'Payee',
      'Card or account',
      'Payout status',
      'Held at',
      'Reason',
      'Decided by',
      'Decided at',
      'Remark',
      'Actions',
    ]);
    expect(within(rows[0]!).getByTestId('risk-detection-state').textContent).toBe('Held');
    expect(rows[0]!.textContent).toContain('2,500.00');
    expect(rows[0]!.textContent).toContain('Name: Ravi Kumar (name)');
    expect(within(rows[0]!).getByRole('button', { name: 'Release' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Release' })).toBeNull();
  });

  it('`l` on the held row releases it after the Google code', async () => {
    const calls = recordCalls();
    show('/payProxyOrder/risk-control/detection-records', 'detections');
    const [row] = await screen.findAllByTestId('risk-detection-row');
    act(() => row!.focus());
    fireEvent.keyDown(row!, { key: 'l' });
    const code = await screen.findByLabelText('Google code');
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(within(code.closest('form')!).getByRole('button', { name: 'Release' }));
    await waitFor(() => {
      const sent = calls.find((c) => c.path.endsWith('/riskControl/detection/release'));
      expect(sent?.body).toEqual({ id: 31, remark: '', googleCode: '654321' });
    });
  });

  it('the first cell shows the payout’s card with its reason', async () => {
    show('/payProxyOrder/risk-control/detection-records', 'detections');
    const rows = await screen.findAllByTestId('risk-detection-row');
    fireEvent.click(within(rows[1]!).getAllByRole('button')[0]!);
    const detail = await screen.findByTestId('risk-detection-detail');
    expect(within(detail).getByTestId('risk-detection-reason').textContent).toContain('Ravi Kumar');
    expect(detail.textContent).toContain('Verified by phone');
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show('/payProxyOrder/risk-control/detection-records', 'detections');
    expect(await screen.findAllByTestId('risk-detection-card')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });
});
