// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listViewCalls,
  orderAnalysisCalls,
  type FrozenIpRow,
  type IpAnalysisRow,
  type PayerAnalysisRow,
  type Role,
} from '../../../../src/contract/index.ts';
import { FrozenIpsPage } from '../../../../src/features/order-analysis/components/frozen-ips-page.tsx';
import { IpAnalysisPage } from '../../../../src/features/order-analysis/components/ip-analysis-page.tsx';
import { PayerAnalysisPage } from '../../../../src/features/order-analysis/components/payer-analysis-page.tsx';
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

const figures = {
  orderCount: 12,
  successCount: 1,
  successRate: 1 / 12,
  amount: 1_200_000,
  successAmount: 100_000,
  merchantCount: 2,
  lastOrderTime: '2026-11-28T10:00:00.000Z',
};
const busy: IpAnalysisRow = { ...figures, ip: '203.0.113.7', abnormal: true, frozen: false };
const frozenIp: IpAnalysisRow = { ...figures, ip: '203.0.113.8', abnormal: true, frozen: true, orderCount: 11 };
const payer: PayerAnalysisRow = { ...figures, userName: 'Ravi Kumar' };
const frozenRow: FrozenIpRow = {
  ip: '203.0.113.8',
  reason: 'Card testing',
  frozenBy: 'admin0001',
  frozenTime: '2026-11-28T11:00:00.000Z',
};

const pages = {
  ips: { path: '/orderAnalysis/ip-analysis-list', ui: IpAnalysisPage },
  payers: { path: '/orderAnalysis/order-analysis-list', ui: PayerAnalysisPage },
  frozen: { path: '/orderAnalysis/fronzen-ip-list', ui: FrozenIpsPage },
};

function show(which: keyof typeof pages, role: Role = 'admin') {
  server.use(
    signedInAs(role, 1),
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    auditExportOk(),
    http.get(`*${orderAnalysisCalls.ipList.path}`, () => ok(page([busy, frozenIp]))),
    http.get(`*${orderAnalysisCalls.payerList.path}`, () => ok(page([payer, { ...payer, userName: 'Asha' }]))),
    http.get(`*${orderAnalysisCalls.frozenIpList.path}`, () => ok(page([frozenRow]))),
    http.post(`*${orderAnalysisCalls.freezeIp.path}`, () => ok({ ...frozenRow, ip: busy.ip })),
    http.post(`*${orderAnalysisCalls.unfreezeIp.path}`, () => ok({ ip: frozenRow.ip })),
  );
  const { path, ui: Page } = pages[which];
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error(`no route ${path}`);
  return renderPage(<Page route={route} />, route.path);
}

const figureHeaders = ['Orders', 'Paid', 'Success rate', 'Amount', 'Paid amount', 'Merchants', 'Last order'];

describe('IP analysis on a desk (decision 135)', () => {
  it('reads the IPs as table rows with their marks and figures, and freezes one from its row', async () => {
    const calls = recordCalls();
    show('ips');
    const rows = await screen.findAllByTestId('ip-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('ip-card')).toBeNull();
    expect(tableHeaders()).toEqual(['Payer IP', 'Abnormal', 'Frozen', ...figureHeaders, 'Actions']);
    expect(rows[0]!.textContent).toContain('8.3%');
    expect(rows[0]!.textContent).toContain('12,000.00');
    expect(within(rows[1]!).queryByRole('button', { name: 'Freeze IP' })).toBeNull();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Freeze IP' }));
    const reason = await screen.findByLabelText('Reason');
    fireEvent.change(reason, { target: { value: 'Card testing' } });
    fireEvent.click(within(reason.closest('form')!).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      const sent = calls.find((c) => c.path.endsWith(orderAnalysisCalls.freezeIp.path));
      expect(sent?.body).toEqual({ ip: busy.ip, reason: 'Card testing' });
    });
  });

  it('`u` on a frozen IP unfreezes it once confirmed', async () => {
    const calls = recordCalls();
    show('ips');
    const rows = await screen.findAllByTestId('ip-row');
    act(() => rows[1]!.focus());
    fireEvent.keyDown(rows[1]!, { key: 'u' });
    // The confirm dialog's frame mounts before its buttons: wait for its own Unfreeze, not the row's.
    const confirm = await waitFor(() => {
      const button = screen.getAllByRole('button', { name: 'Unfreeze' }).find((b) => b.closest('[role="dialog"]'));
      if (!button) throw new Error('the confirm dialog has no Unfreeze yet');
      return button;
    });
    fireEvent.click(confirm);
    await waitFor(() => {
      const sent = calls.find((c) => c.path.endsWith(orderAnalysisCalls.unfreezeIp.path));
      expect(sent?.body).toEqual({ ip: frozenIp.ip });
    });
  });

  it('customer service reads the table without the freeze buttons', async () => {
    show('ips', 'customerService');
    await screen.findAllByTestId('ip-row');
    expect(tableHeaders()).not.toContain('Actions');
    expect(screen.queryByRole('button', { name: 'Freeze IP' })).toBeNull();
  });
});

describe('abnormal IPs on a desk', () => {
  it('reads the frozen IPs as rows and Enter shows the IP’s card', async () => {
    show('frozen');
    const [row] = await screen.findAllByTestId('frozen-ip-row');
    expect(tableHeaders()).toEqual(['Payer IP', 'Reason', 'Frozen by', 'Frozen at', 'Actions']);
    expect(row!.textContent).toContain('Card testing');
    act(() => row!.focus());
    fireEvent.keyDown(row!, { key: 'Enter' });
    const detail = await screen.findByTestId('frozen-ip-detail');
    expect(within(detail).getByTestId('frozen-ip-card').textContent).toContain('admin0001');
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show('frozen');
    expect(await screen.findAllByTestId('frozen-ip-card')).toHaveLength(1);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });
});

describe('order analysis on a desk', () => {
  it('reads the payers as rows; the first cell shows the payer’s card', async () => {
    show('payers');
    const rows = await screen.findAllByTestId('payer-row');
    expect(rows).toHaveLength(2);
    expect(tableHeaders()).toEqual(['Payer name', ...figureHeaders]);
    fireEvent.click(within(rows[0]!).getAllByRole('button')[0]!);
    const detail = await screen.findByTestId('payer-detail');
    expect(within(detail).getByTestId('payer-card').textContent).toContain('Ravi Kumar');
  });

  it('exports the shown columns through the list’s own call: a hidden column is left out', async () => {
    const calls = recordCalls();
    show('payers');
    await screen.findAllByTestId('payer-row');
    await hideColumn('Merchants');
    expect(tableHeaders()).not.toContain('Merchants');
    const file = await exportCsv();
    expect(file.header).toEqual([
      'Payer name',
      'Orders',
      'Paid',
      'Success rate',
      'Amount',
      'Paid amount',
      'Last order',
    ]);
    expect(file.rows).toHaveLength(2);
    // Amounts as numbers of rupees, which a spreadsheet sums; the success rate as a share, not "8.3%".
    expect(file.rows[0]![4]).toBe(12_000);
    expect(file.rows[0]![3]).toBe(0.0833);
    expect(calls.find((c) => c.path.endsWith(listViewCalls.auditExport.path))?.body).toMatchObject({
      list: 'payer-analysis',
    });
    expect(readAtPageSize(calls, orderAnalysisCalls.payerList.path, 100)).toBe(true);
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show('payers');
    expect(await screen.findAllByTestId('payer-card')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });
});
