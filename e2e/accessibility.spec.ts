import type { Locator, Page } from '@playwright/test';
import { scan, settled } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * WCAG 2.1 A and AA (decision 100, decision 101, docs/accessibility.md): axe-core over every page
 * of each role's menu and the main sheets at 390x844. At 1440x900 the pages are scanned by
 * e2e/menus.spec.ts's walk of the side menu (one walk, not two); the sheets here.
 */
const desktop = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false } as const;
const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
} as const;

/** The menu's links in the drawer of "More", every group opened. */
async function menuLinks(page: Page, nav: Locator): Promise<string[]> {
  for (;;) {
    const closed = nav.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  return nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/**
 * Opens each page of the role's menu as a person does (no page load) and scans it. Paths in
 * `skip` (scanned under another role in the same test) are left out, which halves admin0001's walk.
 */
async function walkMenu(page: Page, found: string[], skip: Set<string> = new Set()) {
  await page.goto('/home');
  await settled(page);
  const more = page.getByRole('button', { name: 'More', exact: true });
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  const nav = drawer.getByRole('navigation', { name: 'Main menu' });
  await more.click();
  const paths = await menuLinks(page, nav);
  expect(paths.length).toBeGreaterThan(3);
  await scan(page, 'the menu drawer', found);
  for (const path of paths) {
    if (skip.has(path)) continue;
    skip.add(path);
    if (!(await drawer.isVisible())) await more.click();
    const link = nav.locator(`a[href="${path}"]`);
    if (!(await link.isVisible())) await menuLinks(page, nav);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?-]/g, '\\$&')}$`));
    await expect(drawer).toBeHidden();
    await settled(page);
    await scan(page, path, found);
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('WCAG 2.1 AA', () => {
  test('the sign-in page', async ({ page }) => {
    const found: string[] = [];
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await scan(page, '/login', found);
    await page.setViewportSize(desktop.viewport);
    await scan(page, '/login at 1440x900', found);
    expect(found).toEqual([]);
  });

  test.describe('supplier01', () => {
    test.use({ account: 'supplier01' });
    test('every page of its menu, the order detail, filters and supplement at 390x844', async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      await walkMenu(page, found);
      await orderSheets(page, found);
      expect(found).toEqual([]);
    });
  });

  test.describe('merchant01', () => {
    test.use({ account: 'merchant01' });
    test('every page of its menu and the new payout sheet with its bank list open at 390x844', async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      await walkMenu(page, found);
      await newPayoutSheet(page, found);
      expect(found).toEqual([]);
    });
  });

  test.describe('superadmin and admin0001', () => {
    test.use({ account: 'superadmin' });
    test("every page of superadmin's menu, then admin0001's pages superadmin has not", async ({
      page,
      browser,
      sessions,
      baseURL,
    }) => {
      test.setTimeout(360_000);
      const found: string[] = [];
      const scanned = new Set<string>();
      await walkMenu(page, found, scanned);
      const admin = await browser.newContext({ ...phone, baseURL, storageState: sessions.admin0001 });
      const adminPage = await admin.newPage();
      await adminPage.addInitScript(() => localStorage.setItem('lang', 'en-US'));
      await walkMenu(adminPage, found, scanned);
      await admin.close();
      expect(found).toEqual([]);
    });
  });

  test.describe('at 1440x900', () => {
    test.use({ ...desktop });
    test.describe('supplier01', () => {
      test.use({ account: 'supplier01' });
      test('the order detail, filters and supplement sheets', async ({ page }) => {
        const found: string[] = [];
        await orderSheets(page, found);
        expect(found).toEqual([]);
      });
    });
    test.describe('merchant01', () => {
      test.use({ account: 'merchant01' });
      test('the new payout sheet with its bank list open', async ({ page }) => {
        const found: string[] = [];
        await newPayoutSheet(page, found);
        expect(found).toEqual([]);
      });
    });
  });
});

async function orderSheets(page: Page, found: string[]) {
  await page.goto('/order/list/supplier');
  // Cards on a phone, the table's rows from 1024 px (decision 124).
  const cards = page.getByTestId(/^order-(card|row)$/);
  await expect(cards.first()).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await scan(page, 'the filter sheet', found);
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();

  await cards.first().locator('button').first().click();
  const detail = page.getByRole('dialog').filter({ has: page.getByTestId('order-detail') });
  await expect(detail).toBeVisible();
  await scan(page, 'the order detail', found);
  // The action sheet is named after its order (every action sheet has a label).
  await detail.getByRole('button', { name: 'Actions' }).click();
  const actions = page.getByRole('dialog', { name: /^Actions for order \S+/ });
  await expect(actions).toBeVisible();
  await scan(page, 'the order action sheet', found);
  await page.keyboard.press('Escape');
  await expect(actions).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await page.getByRole('button', { name: 'Supplement', exact: true }).first().click();
  const supplement = page.getByRole('dialog').filter({ has: page.getByRole('form') });
  await expect(supplement).toBeVisible();
  await scan(page, 'the supplement sheet', found);
  await page.keyboard.press('Escape');
  await expect(supplement).toBeHidden();
}

async function newPayoutSheet(page: Page, found: string[]) {
  await page.goto('/payProxyOrder/list/merchant');
  await page.getByRole('button', { name: 'New payout' }).click();
  const sheet = page.getByRole('dialog', { name: 'New payout' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('combobox', { name: 'Bank' }).fill('H');
  await expect(sheet.getByRole('listbox', { name: 'Banks' })).toBeVisible();
  await scan(page, 'the new payout sheet', found);
  // Escape closes the bank list, then clears the search (the combobox's keys), then the sheet.
  await page.keyboard.press('Escape');
  await expect(sheet.getByRole('listbox', { name: 'Banks' })).toBeHidden();
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
}
