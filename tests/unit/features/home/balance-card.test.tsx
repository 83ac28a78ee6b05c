// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { userCalls, type Balances } from '../../../../src/contract/index.ts';
import { BalanceCard } from '../../../../src/features/home/components/balance-card.tsx';
import { ok, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';

useApiServer();
afterEach(cleanup);

function show(role: 'supplier' | 'merchant', balances: Balances) {
  server.use(
    signedInAs(role, 7),
    http.get(`*${userCalls.getTotalBalance.path}`, () => ok(balances as never)),
  );
  renderPage(<BalanceCard />, '/home');
}

describe("the home page's balance card", () => {
  it("shows a supplier's balance, frozen, reserved for open orders and available, adding up, and says what reserved is", async () => {
    show('supplier', {
      balance: 126_000_656,
      frozenBalance: 0,
      reservedBalance: 17_347_400,
      availableBalance: 108_653_256,
    });
    expect((await screen.findByTestId('balance-available')).textContent).toBe('1,086,532.56');
    expect(screen.getByText('1,260,006.56')).toBeTruthy();
    expect(screen.getByTestId('balance-frozen').textContent).toBe('− 0.00');
    expect(screen.getByTestId('balance-reserved').textContent).toBe('− 173,474.00');
    expect(screen.getByText('Reserved for open orders')).toBeTruthy();
    expect(screen.getByTestId('balance-reserved-note').textContent).toMatch(/not yet paid/);
  });

  it("keeps a merchant's card to balance and frozen", async () => {
    show('merchant', { balance: 10_000, frozenBalance: 2_000, reservedBalance: 0, availableBalance: 8_000 });
    expect((await screen.findByTestId('balance-available')).textContent).toBe('80.00');
    expect(screen.queryByTestId('balance-reserved')).toBeNull();
  });
});
