// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BotFundRecordState,
  botFundRecordCalls,
  listViewCalls,
  settingCalls,
  userCalls,
  type BotFundRecordPage,
} from '../../../../src/contract/index.ts';
import { confirmed, pending } from './fixtures.ts';
import { BotFundRecordsPage } from '../../../../src/features/bot-bookkeeping/components/bot-fund-records-page.tsx';
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

const answer: BotFundRecordPage = {
  list: [pending, confirmed],
  total: 2,
  pageIndex: 1,
  pageNum: 30,
  totals: { count: 2, sums: [] },
};

function show() {
  server.use(
    signedInAs('admin', 1),
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    auditExportOk(),
    http.get(`*${botFundRecordCalls.list.path}`, () => ok(answer)),
    http.get(`*${userCalls.getUserOptions.path}`, () => ok([])),
    http.get(`*${settingCalls.EnableGoogleVerifyForBalanceOperation.get.path}`, () => ok(false)),
    http.post(`*${botFundRecordCalls.reject.path}`, () => ok({ ...pending, state: BotFundRecordState.rejected })),
  );
  const route = findRoute(appRoutes, '/systemManager/botFundRecord');
  if (!route) throw new Error('no route');
  return renderPage(<BotFundRecordsPage route={route} />, route.path);
}

describe('bot bookkeeping on a desk (decision 135)', () => {
  it('reads the reports as table rows, Confirm and Reject only on the pending one', async () => {
    show();
    const rows = await screen.findAllByTestId('bot-fund-record-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('bot-fund-record-card')).toBeNull();
    expect(tableHeaders()).toEqual([
      'Reported at',
      'State',
      'Merchant or supplier',
      'Reported amount',
      'Currency',
      'Message',
      'Group',
      'Reported by',
      'Amount moved',
      'Decided by',
      'Decided at',
      'Remark',
      'Actions',
    ]);
    expect(within(rows[0]!).getByTestId('bot-fund-record-state').textContent).toBe('Pending');
    expect(rows[0]!.textContent).toContain('merchant01 (Merchant 01)');
    expect(rows[1]!.textContent).toContain('-500.00');
    expect(within(rows[0]!).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('`r` on the pending report rejects it', async () => {
    const calls = recordCalls();
    show();
    const [row] = await screen.findAllByTestId('bot-fund-record-row');
    act(() => row!.focus());
    fireEvent.keyDown(row!, { key: 'r' });
    const remark = await screen.findByLabelText('Remark');
    fireEvent.change(remark, { target: { value: 'Not our group' } });
    fireEvent.click(within(remark.closest('form')!).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      const sent = calls.find((c) => c.path.endsWith(botFundRecordCalls.reject.path));
      expect(sent?.body).toEqual({ id: 11, remark: 'Not our group' });
    });
  });

  it('Enter shows the report’s card', async () => {
    show();
    const rows = await screen.findAllByTestId('bot-fund-record-row');
    act(() => rows[1]!.focus());
    fireEvent.keyDown(rows[1]!, { key: 'Enter' });
    const detail = await screen.findByTestId('bot-fund-record-detail');
    expect(within(detail).getByTestId('bot-fund-record-card').textContent).toContain('admin0001');
  });

  it('exports the shown columns through the list’s own call: a hidden column is left out', async () => {
    const calls = recordCalls();
    show();
    await screen.findAllByTestId('bot-fund-record-row');
    await hideColumn('Group');
    const file = await exportCsv();
    const header = file.header;
    expect(header).not.toContain('Group');
    expect(header.slice(0, 5)).toEqual(['Reported at', 'State', 'Merchant or supplier', 'Reported amount', 'Currency']);
    expect(header).toHaveLength(11);
    expect(file.rows).toHaveLength(2);
    // The reported amounts signed, as numbers; the currency in its own column.
    expect(file.rows.map((r) => [r[3], r[4]])).toEqual([
      [10, 'USDT'],
      [-500, ''],
    ]);
    expect(calls.find((c) => c.path.endsWith(listViewCalls.auditExport.path))?.body).toMatchObject({
      list: 'bot-fund-records',
    });
    expect(readAtPageSize(calls, botFundRecordCalls.list.path, 100)).toBe(true);
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show();
    expect(await screen.findAllByTestId('bot-fund-record-card')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });
});
