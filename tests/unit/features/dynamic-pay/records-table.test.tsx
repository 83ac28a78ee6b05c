// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dynamicPayRecordCalls, listViewCalls, type DynamicPayRecordRow } from '../../../../src/contract/index.ts';
import { DynamicPayRecordsPage } from '../../../../src/features/dynamic-pay/components/records-page.tsx';
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

const at = '2026-11-20T10:00:00.000Z';
const orderRun: DynamicPayRecordRow = {
  id: 1,
  productId: 1034,
  productName: 'Card-to-Card Float',
  version: 2,
  orderCode: 'C202611200000000001',
  testRun: false,
  ok: true,
  durationMs: 4,
  result: { payee: { name: 'Shop One', account: '5500' }, amount: 150_000, parts: [100_000, 50_000] },
  error: null,
  runBy: '',
  createTime: at,
};
const testRun: DynamicPayRecordRow = {
  ...orderRun,
  id: 2,
  version: null,
  orderCode: null,
  testRun: true,
  ok: false,
  durationMs: 501,
  result: null,
  error: 'InternalError: interrupted (time limit 500 ms)',
  runBy: 'superadmin',
};

function show() {
  server.use(
    signedInAs('technicalSupport', 1),
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    auditExportOk(),
    http.get(`*${dynamicPayRecordCalls.list.path}`, () => ok(page([orderRun, testRun]))),
  );
  const route = findRoute(appRoutes, '/dynamicPay/dynamicPayRecord/readonly');
  if (!route) throw new Error('no route');
  return renderPage(<DynamicPayRecordsPage route={route} />, route.path);
}

describe('dynamic pay records on a desk (decision 135)', () => {
  it('reads the runs as table rows with the card’s facts and error', async () => {
    show();
    const rows = await screen.findAllByTestId('dynamic-pay-record-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('dynamic-pay-record')).toBeNull();
    expect(tableHeaders()).toEqual([
      'Run at',
      'Product',
      'Result',
      'Run of',
      'Order number',
      'Script version',
      'Duration (ms)',
      'Run by',
      'Error',
      'Actions',
    ]);
    expect(within(rows[0]!).getByTestId('dynamic-pay-outcome').textContent).toBe('Succeeded');
    expect(rows[1]!.textContent).toContain('Test run');
    expect(rows[1]!.textContent).toContain('Unsaved draft');
    expect(rows[1]!.textContent).toContain('InternalError: interrupted');
  });

  it('the row’s Details, `d` and Enter open the run with what it built', async () => {
    show();
    const rows = await screen.findAllByTestId('dynamic-pay-record-row');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Details' }));
    expect((await screen.findByTestId('dynamic-pay-record-detail')).textContent).toContain('1,000.00 + 500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('dynamic-pay-record-detail')).toBeNull());

    act(() => rows[1]!.focus());
    fireEvent.keyDown(rows[1]!, { key: 'd' });
    expect((await screen.findByTestId('dynamic-pay-record-detail')).textContent).toContain('time limit 500 ms');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('dynamic-pay-record-detail')).toBeNull());

    fireEvent.keyDown(rows[1]!, { key: 'Enter' });
    expect(await screen.findByTestId('dynamic-pay-record-detail')).toBeTruthy();
  });

  it('exports the shown columns through the list’s own call: a hidden column is left out', async () => {
    const calls = recordCalls();
    show();
    await screen.findAllByTestId('dynamic-pay-record-row');
    await hideColumn('Run by');
    const file = await exportCsv();
    expect(file.header).toEqual([
      'Run at',
      'Product',
      'Result',
      'Run of',
      'Order number',
      'Script version',
      'Duration (ms)',
      'Error',
    ]);
    expect(file.rows).toHaveLength(2);
    expect(calls.find((c) => c.path.endsWith(listViewCalls.auditExport.path))?.body).toMatchObject({
      list: 'dynamic-pay-records',
    });
    expect(readAtPageSize(calls, dynamicPayRecordCalls.list.path, 100)).toBe(true);
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show();
    expect(await screen.findAllByTestId('dynamic-pay-record')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });
});
