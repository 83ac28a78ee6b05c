// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import {
  ok,
  phoneMedia,
  recordCalls,
  renderPage,
  server,
  signedInAs,
  useApiServer,
} from '../../support/render-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer: BotFundRecordPage = {
  list: [pending, confirmed],
  total: 2,
  pageIndex: 1,
  pageNum: 30,
  totals: {
    count: 4,
    sums: [
      { state: BotFundRecordState.pending, currency: 'USDT', count: 1, credits: 100_000, debits: 0 },
      { state: BotFundRecordState.confirmed, currency: '', count: 1, credits: 0, debits: -50_000 },
      { state: BotFundRecordState.confirmed, currency: 'INR', count: 1, credits: 52_000, debits: 0 },
      { state: BotFundRecordState.rejected, currency: 'INR', count: 1, credits: 2_000, debits: 0 },
    ],
  },
};

function show(googleRequired: boolean) {
  server.use(
    signedInAs('admin', 1),
    // No saved views (decision 127).
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    http.get(`*${botFundRecordCalls.list.path}`, () => ok(answer)),
    http.get(`*${userCalls.getUserOptions.path}`, () => ok([])),
    http.get(`*${settingCalls.EnableGoogleVerifyForBalanceOperation.get.path}`, () => ok(googleRequired)),
    http.post(`*${botFundRecordCalls.confirm.path}`, () =>
      ok({ ...pending, state: BotFundRecordState.confirmed, appliedAmount: 88_000 }),
    ),
    http.post(`*${botFundRecordCalls.reject.path}`, () => ok({ ...pending, state: BotFundRecordState.rejected })),
  );
  const route = findRoute(appRoutes, '/systemManager/botFundRecord');
  if (!route) throw new Error('no route');
  return renderPage(<BotFundRecordsPage route={route} />, route.path);
}

describe('bot bookkeeping page on a phone', () => {
  // The cards; the desk's table is tests/unit/features/bot-bookkeeping/bot-fund-records-table.test.tsx's.
  beforeEach(() => vi.stubGlobal('matchMedia', phoneMedia));

  it('lists the reports with their totals and offers decisions only on pending ones', async () => {
    show(false);
    const cards = await screen.findAllByTestId('bot-fund-record-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('+10.00 USDT');
    expect(cards[0]!.textContent).toContain('Merchant 01 group');
    expect(within(cards[0]!).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(cards[1]!.textContent).toContain('admin0001');
    // Confirmed only, one line a currency; pending and rejected apart (decision 118).
    const lines = screen.getAllByTestId('bot-fund-totals-currency').map((p) => p.textContent);
    expect(lines).toEqual([
      'No currency namedDeposits: 0.00Settlements: -500.00Net: -500.00',
      'INRDeposits: 520.00Settlements: 0.00Net: 520.00',
    ]);
    expect(screen.getByTestId('bot-fund-totals-pending').textContent).toBe(
      'Pending: 1 report, not in the totals (USDT 1,000.00)',
    );
    expect(screen.getByTestId('bot-fund-totals-rejected').textContent).toBe(
      'Rejected: 1 report, not in the totals (INR 20.00)',
    );
  });

  it('confirms with a converted amount and the Google code when the switch is on', async () => {
    const calls = recordCalls();
    show(true);
    const [card] = await screen.findAllByTestId('bot-fund-record-card');
    fireEvent.click(within(card!).getByRole('button', { name: 'Confirm' }));
    const amount = await screen.findByLabelText('Amount to move (+)');
    expect((amount as HTMLInputElement).value).toBe('10.00');
    fireEvent.change(amount, { target: { value: '880' } });
    const form = amount.closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm and move +880' }));
    // The code is required before anything is sent.
    expect(await within(form).findByText(/required/i)).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/botFundRecord/confirm'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Google code'), { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm and move +880' }));
    await screen.findByText('Confirmed: the balance has changed');
    const sent = calls.find((c) => c.method === 'POST' && c.path.endsWith('/botFundRecord/confirm'));
    expect(sent?.body).toEqual({ id: 11, amount: 88_000, remark: '', googleCode: '123456' });
  });
});
