// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listViewCalls,
  securityChainCalls,
  type SecurityChainPage,
  type SecurityChainRow,
  type SecurityPatchPage,
  type SecurityPatchRow,
} from '../../../../src/contract/index.ts';
import { ChainsPage } from '../../../../src/features/security-chain/components/chains-page.tsx';
import { PatchesPage } from '../../../../src/features/security-chain/components/patches-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { appRoutes } from '../../../../src/app/routes/table.ts';
import { auditExportOk, exportCsv, hideColumn, readAtPageSize, tableHeaders } from '../../support/desk-export.ts';
import {
  ok,
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

const gap = {
  fromId: 40,
  toId: 41,
  fromTime: '2026-11-28T10:00:00.000Z',
  toTime: '2026-11-28T10:30:00.000Z',
  missingAmount: 50_000,
};
const broken: SecurityChainRow = {
  firstId: 31,
  resourceId: 12,
  supplierId: 2,
  supplierName: 'Supplier 01',
  bankName: 'HDFC',
  cardTail: '4321',
  size: 9,
  firstTime: '2026-11-28T08:00:00.000Z',
  lastTime: '2026-11-28T10:00:00.000Z',
  incomeTotal: 900_000,
  openingBalance: 1_000_000,
  closingBalance: 1_900_000,
  state: 'broken',
  gapAfter: gap,
  endedByPause: false,
  burst: false,
  reliableCount: 3,
  checkedCount: 4,
};
const trusted: SecurityChainRow = { ...broken, firstId: 41, state: 'trusted', gapAfter: null, size: 12 };
const chains: SecurityChainPage = {
  list: [broken, trusted],
  total: 2,
  pageIndex: 1,
  pageNum: 30,
  minReliableChainSize: 5,
  systemCheck: true,
  leakCheckInterval: 60,
};
const patch: SecurityPatchRow = {
  orderCode: 'C202611280000000041',
  amount: 50_000,
  resourceId: 12,
  supplierName: 'Supplier 01',
  bankName: 'HDFC',
  cardTail: '4321',
  utr: '412345678901',
  operator: 'admin0001',
  supplementTime: '2026-11-28T11:00:00.000Z',
  gap,
  indexInGap: 2,
  withinLimit: false,
};
const patches: SecurityPatchPage = { list: [patch], total: 1, pageIndex: 1, pageNum: 30, supplementLimit: 1 };

function show(which: 'chains' | 'patches') {
  server.use(
    signedInAs('superAdmin', 1),
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    auditExportOk(),
    // The security settings only word the banner: unread here.
    http.get('*/v1.0/system-config/*', () => new HttpResponse(null, { status: 500 })),
    http.get(`*${securityChainCalls.getChainList.path}`, () => ok(chains)),
    http.get(`*${securityChainCalls.getChainRecords.path}`, () => ok([])),
    http.get(`*${securityChainCalls.getPatchList.path}`, () => ok(patches)),
  );
  const path = which === 'chains' ? '/securityNodes/list' : '/securityNodes/security-patch-list';
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error(`no route ${path}`);
  return renderPage(which === 'chains' ? <ChainsPage route={route} /> : <PatchesPage route={route} />, route.path);
}

describe('trusted chains on a desk (decision 135)', () => {
  it('reads the chains as table rows, balances and the gap’s amount apart', async () => {
    show('chains');
    const rows = await screen.findAllByTestId('chain-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('chain-card')).toBeNull();
    expect(tableHeaders()).toEqual([
      'Receiving account',
      'Chain state',
      'Records',
      'Supplier',
      'First record',
      'Last record',
      'Incomes',
      'Opening balance',
      'Closing balance',
      'Reliable of checked incomes',
      'Missing amount',
    ]);
    expect(within(rows[0]!).getByTestId('chain-state').textContent).toBe('Broken');
    expect(rows[0]!.textContent).toContain('HDFC ••4321 (#12)');
    expect(rows[0]!.textContent).toContain('500.00');
    expect(rows[1]!.textContent).toContain('—');
  });

  it('Enter opens the chain’s records, as tapping its card does', async () => {
    const calls = recordCalls();
    show('chains');
    const rows = await screen.findAllByTestId('chain-row');
    act(() => rows[1]!.focus());
    fireEvent.keyDown(rows[1]!, { key: 'Enter' });
    expect(await screen.findByTestId('chain-records')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith(securityChainCalls.getChainRecords.path))?.body).toEqual({
        firstId: '41',
      }),
    );
  });

  it('exports the shown columns through the list’s own call: a hidden column is left out, an offered one in', async () => {
    const calls = recordCalls();
    show('chains');
    await screen.findAllByTestId('chain-row');
    await hideColumn('Supplier');
    const file = await exportCsv();
    const header = file.header;
    expect(header).not.toContain('Supplier');
    expect(header).not.toContain('Gap from');
    expect(header).toContain('Opening balance');
    expect(file.rows).toHaveLength(2);
    expect(calls.find((c) => c.path.endsWith(listViewCalls.auditExport.path))?.body).toMatchObject({
      list: 'security-chains',
    });
    expect(readAtPageSize(calls, securityChainCalls.getChainList.path, 100)).toBe(true);
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show('chains');
    expect(await screen.findAllByTestId('chain-card')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });
});

describe('chain supplements on a desk', () => {
  it('reads a supplement as a row with its place against the limit; the first cell shows its card', async () => {
    show('patches');
    const [row] = await screen.findAllByTestId('patch-row');
    expect(tableHeaders()).toEqual([
      'Order number',
      'Supplement limit',
      'Amount',
      'Receiving account',
      'Supplier',
      'Supplemented by',
      'Supplemented at',
      'UTR',
      'Gap from',
      'Gap until',
      'Missing amount',
      'Supplement of the gap',
    ]);
    expect(row!.textContent).toContain('Over the limit');
    expect(row!.textContent).toContain('2 / 1');
    fireEvent.click(within(row!).getAllByRole('button')[0]!);
    const detail = await screen.findByTestId('patch-detail');
    expect(within(detail).getByTestId('patch-card').textContent).toContain('admin0001');
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show('patches');
    expect(await screen.findAllByTestId('patch-card')).toHaveLength(1);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });
});
