// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bankStatementCalls,
  listViewCalls,
  StatementDirection,
  type BankStatementRow,
  type Role,
} from '../../../../src/contract/index.ts';
import { BankStatementsPage } from '../../../../src/features/bank-statements/components/bank-statements-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { appRoutes } from '../../../../src/app/routes/table.ts';
import { ok, page, phoneMedia, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';

useApiServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const income: BankStatementRow = {
  id: 7,
  resourceId: 3,
  supplierId: 2,
  supplierName: 'Supplier 01',
  bankName: 'HDFC',
  cardTail: '4321',
  direction: StatementDirection.income,
  amount: 125_000,
  utr: '412345678901',
  payerName: 'Ravi Kumar',
  cardNumber: 'XX4321',
  sender: 'HDFCBK',
  content: 'Rs 1250 credited',
  receivedTime: '2026-11-28T10:00:00.000Z',
  unread: false,
  statedTime: null,
  matchedOrderCode: null,
  matchedTime: null,
  matchedBy: null,
};

function show(role: Role) {
  server.use(
    signedInAs(role, 1),
    // No saved views (decision 127).
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    http.get(`*${bankStatementCalls.getList.path}`, () =>
      ok(page([income, { ...income, id: 8, utr: '412345678902' }])),
    ),
  );
  const route = findRoute(appRoutes, '/bankStatement/list');
  if (!route) throw new Error('no route');
  return renderPage(<BankStatementsPage route={route} />, route.path);
}

describe('SMS records on a desk (decisions 124, 135)', () => {
  it('an admin reads them as table rows with the supplier, and the first cell opens the record', async () => {
    show('admin');
    const rows = await screen.findAllByTestId('statement-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('statement-card')).toBeNull();
    const table = screen.getByTestId('list-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Received',
      'Supplier',
      'Receiving account',
      'Direction',
      'Amount',
      'UTR',
      'Payer name',
      'Matched order',
    ]);
    expect(within(rows[0]!).getByTestId('statement-amount').textContent).toBe('1,250.00');
    expect(within(rows[0]!).getByTestId('statement-matched').textContent).toBe('Unmatched');
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy();

    fireEvent.click(within(rows[0]!).getAllByRole('button')[0]!);
    const detail = await screen.findByTestId('statement-detail');
    expect(detail.textContent).toContain('412345678901');
  });

  it('a supplier reads its own records without a supplier column', async () => {
    show('supplier');
    await screen.findAllByTestId('statement-row');
    const headers = within(screen.getByTestId('list-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).not.toContain('Supplier');
    expect(headers).toContain('Matched order');
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show('admin');
    expect(await screen.findAllByTestId('statement-card')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
  });
});
