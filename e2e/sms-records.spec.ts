import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import type { BankStatementRow, Page } from '../src/contract/index.ts';
import { googleCode } from './support/accounts.ts';
import { apiGet, press, snapshot } from './support/shell-helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('supplier01 reads its SMS records', () => {
  test.use({ account: 'supplier01' });

  test('sees cards of its own accounts only and opens one', async ({ page }) => {
    const mine = await apiGet<Page<BankStatementRow>>(page, '/v1.0/bankStatement/getList?pageNum=100');
    expect(mine.total).toBeGreaterThan(0);
    const supplierIds = new Set(mine.list.map((r) => r.supplierId));
    expect(supplierIds.size).toBe(1);
    const tails = new Set(mine.list.map((r) => r.cardTail));

    await page.goto('/bankStatement/list');
    const cards = page.getByTestId('statement-card');
    await expect(cards.first()).toBeVisible();
    for (const account of await cards.getByTestId('statement-account').allTextContents()) {
      expect([...tails].some((tail) => account.endsWith(tail))).toBe(true);
    }
    await expect(cards.first().getByTestId('statement-amount')).toHaveText(/^[\d,]+\.\d{2}$/);
    await snapshot(page, 'sms-records-supplier');

    await press(cards.first().locator('button').first());
    const detail = page.getByTestId('statement-detail');
    await expect(detail).toBeVisible();
    // Matching by hand is for staff; the raw text is on the management page.
    await expect(
      detail.getByRole('button', { name: named('Match to order', 'bankStatements.actions.match') }),
    ).toHaveCount(0);
    await expect(detail.getByTestId('statement-content')).toHaveCount(0);
  });
});

test.describe('admin0001 looks for unmatched incomes', () => {
  test.use({ account: 'admin0001' });

  test('filters unmatched incomes and reads the match form, whose refusal the server explains', async ({ page }) => {
    await page.goto('/bankStatement/list');
    const cards = page.getByTestId('statement-card');
    await expect(cards.first()).toBeVisible();

    await press(page.getByRole('button', { name: named('Filters', 'orders.buttons.filters') }));
    const sheet = page.getByRole('form', { name: named('Filters', 'orders.titles.filters') });
    await press(sheet.getByText(named('Unmatched', 'enum.statementMatched.no')));
    await press(sheet.getByText(named('Income', 'enum.statementDirection.income')));
    await press(sheet.getByRole('button', { name: named('Apply', 'orders.buttons.applyFilters') }));
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/matched=no/);
    await expect(page).toHaveURL(/direction=0/);
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.getByTestId('statement-matched').allTextContents())
      expect(text).toMatch(named('Unmatched', 'enum.statementMatched.no'));
    for (const text of await cards.getByTestId('statement-direction').allTextContents())
      expect(text).toMatch(named('Income', 'enum.statementDirection.income'));

    await press(cards.first().locator('button').first());
    const detail = page.getByTestId('statement-detail');
    await press(detail.getByRole('button', { name: named('Match to order', 'bankStatements.actions.match') }));
    const form = page.getByRole('form', { name: named('Match to order', 'bankStatements.actions.match') });
    await expect(form).toBeVisible();
    const code = form.getByLabel('Google code', { exact: true });
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await fill(form.getByLabel('Order number', { exact: true }), 'P000000000000');
    await fill(code, googleCode('admin0001'));
    await snapshot(page, 'sms-records-match-form');
    // No such order: the server refuses and nothing moves; the form stays open with its reason.
    await press(form.getByRole('button', { name: 'Confirm' }));
    await expect(form.getByRole('alert')).toContainText('No such order');
    await press(form.getByRole('button', { name: 'Cancel' }));
    await expect(form).toBeHidden();
  });
});
