import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { OrderPage } from '../src/contract/index.ts';
import { expect, test } from './support/fixtures.ts';
import { pageAs } from './support/page-as.ts';
import { apiGet } from './support/shell-helpers.ts';

/**
 * The header search (decisions 128 and 129): a box in the desktop header at 1440x900, a button
 * opening a dialog at 390x844; `/` and Ctrl+K bring it up, arrows move through the results,
 * Enter opens one, Escape closes; results only of what the role may see.
 */
const desktop = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false } as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

/** An order of the list with a UTR (paid orders carry one). */
async function paidOrder(page: Page) {
  const { list } = await apiGet<OrderPage>(page, '/v1.0/order/getList?pageNum=100&orderStatusId=3');
  const order = list.find((o) => o.utr);
  expect(order, 'a paid order with a UTR').toBeTruthy();
  return order!;
}

/** WCAG 2.1 A and AA over the page as it is (the results open): no serious or critical violation. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

test.describe('at 1440x900, the box in the header', () => {
  test.use({ account: 'admin0001', ...desktop });

  test('/ focuses it; a UTR finds the order, Down and Enter open its detail', async ({ page }) => {
    await page.goto('/home');
    const order = await paidOrder(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await expect(box).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await page.keyboard.type(order.utr!);
    const group = results(page).getByRole('group', { name: 'Collection orders' });
    const option = group.getByRole('option', { name: new RegExp(order.orderCode) });
    await expect(option).toBeVisible();
    await expect(option).toContainText('UTR');
    await expectAccessible(page);
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/order/list\\?orderCode=${order.orderCode}`));
    const detail = page.getByTestId('order-detail');
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(order.orderCode);
  });

  test('Ctrl+K focuses it; a merchant name opens the merchant page; Escape closes the results', async ({ page }) => {
    await page.goto('/home');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(box).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await page.keyboard.type('Merchant 01');
    const option = results(page)
      .getByRole('group', { name: 'Merchants' })
      .getByRole('option', { name: /merchant01/ });
    await expect(option).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(results(page)).toBeHidden();
    await expect(box).toBeFocused();

    await box.fill('merchant01');
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/merchants\/list\?account=merchant01/);
    await expect(page.getByTestId('account-name').getByText('merchant01', { exact: true })).toBeVisible();
  });
});

/** Opens the phone's search dialog with its header button; its box has the focus. */
async function openPhoneSearch(page: Page): Promise<{ dialog: Locator; box: Locator }> {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  return { dialog, box };
}

test.describe('at 390x844, the button and its dialog', () => {
  test.use({ account: 'merchant01' });

  test("merchant01 finds its own order by the merchant number, and nothing of another merchant's", async ({
    page,
    browser,
    sessions,
  }) => {
    await page.goto('/home');
    const { list: own } = await apiGet<OrderPage>(page, '/v1.0/order/getList?pageNum=1');
    const mine = own[0]!;
    const admin = await pageAs(browser, sessions.admin0001, {});
    const { list: all } = await apiGet<OrderPage>(admin.page, '/v1.0/order/getList?pageNum=100');
    await admin.context.close();
    const others = all.find((o) => o.merchantName !== mine.merchantName && o.status !== 10);
    expect(others, "another merchant's order").toBeTruthy();

    const { dialog, box } = await openPhoneSearch(page);
    await box.fill(mine.mchOrderNo);
    const option = dialog
      .getByRole('group', { name: 'Collection orders' })
      .getByRole('option', { name: new RegExp(mine.orderCode) });
    await expect(option).toBeVisible();
    await expectAccessible(page);
    await option.tap();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/order/list/merchant\\?orderCode=${mine.orderCode}`));
    await expect(page.getByTestId('order-detail')).toContainText(mine.orderCode);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('order-detail')).toBeHidden();

    const again = await openPhoneSearch(page);
    await again.box.fill(others!.orderCode);
    await expect(again.dialog.getByRole('status')).toHaveText('Nothing found');
    await expect(again.dialog.getByRole('option')).toHaveCount(0);
    await again.box.fill(others!.mchOrderNo);
    await expect(again.dialog.getByRole('option', { name: new RegExp(others!.orderCode) })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(again.dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();
  });
});
