import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { demoPassword } from './support/accounts.ts';

/**
 * The app with a keyboard alone (decision 101, docs/accessibility.md): sign in, skip the menu,
 * reach an order in the list, open it with Enter, keep Tab inside it, close it with Escape and
 * land back on the card it came from. At 390x844 and at 1440x900.
 */
const desktop = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false } as const;

/** Tab until `target` has focus, as a person does, at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function journey(page: Page) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Account', { exact: true }));
  await page.keyboard.type('supplier01');
  // Past the field's clear button.
  await tabTo(page, page.getByLabel('Password', { exact: true }), 3);
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/order/list/supplier');
  // Cards on a phone, the table's rows from 1024 px (decision 124).
  const cards = page.getByTestId(/^order-(card|row)$/);
  await expect(cards.first()).toBeVisible();
  // The first Tab of the page is the skip link; it passes the menu and the header.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Through the list's own controls to the first card.
  // A table row is itself the tab stop that Enter opens (decision 125).
  const card = (await cards.first().getAttribute('data-row')) ? cards.first() : cards.first().locator('button').first();
  await tabTo(page, card, 25);
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog').filter({ has: page.getByTestId('order-detail') });
  await expect(detail).toBeVisible();
  await expect(detail).toHaveAttribute('aria-modal', 'true');
  const focusInDetail = () => detail.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(focusInDetail).toBe(true);
  // Tab never leaves the open detail, however far it goes.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDetail()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(card).toBeFocused();

  // The filters open from the keyboard too, and Escape gives focus back to their button.
  const filters = page.getByRole('button', { name: 'Filters' });
  await filters.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('with the keyboard alone', () => {
  test('signs in, reaches an order through the skip link, opens it and closes it at 390x844', async ({ page }) => {
    await journey(page);
  });

  test.describe('at 1440x900', () => {
    test.use({ ...desktop });
    test('signs in, reaches an order through the skip link, opens it and closes it', async ({ page }) => {
      await journey(page);
    });
  });
});
