import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import type { DemoAccount } from './support/accounts.ts';
import { press } from './support/shell-helpers.ts';

/**
 * Phone navigation (decision 070) at 390x844: each role's main pages in a bottom bar, the full
 * menu and the opened pages behind "More", and a back-to-top button that covers nothing.
 */
test.skip(({ isMobile }) => !isMobile, 'the bottom bar is the phone’s');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Main pages' });
const menuSheet = (page: Page) => page.getByRole('dialog', { name: 'Main menu' });

/** The labels under the bar's icons (an unread badge sits on the icon, not in the label). */
async function barEntries(page: Page): Promise<string[]> {
  return bottomBar(page)
    .locator('a, button')
    .evaluateAll((items) => items.map((item) => item.lastElementChild?.textContent ?? ''));
}

/** Taps a main page in the bottom bar and checks the page shows under its own title. */
async function tapMainPage(page: Page, label: string, path: RegExp, title: string) {
  // The messages tab says its unread count in its name ("Messages, 4 unread").
  const link = bottomBar(page).getByRole('link', { name: new RegExp(`^${label}(, \\d+ unread)?$`) });
  await press(link);
  await expect(page).toHaveURL(path);
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

const journeys: { account: DemoAccount; entries: string[]; taps: [string, RegExp, string][] }[] = [
  {
    account: 'supplier01',
    entries: ['Home', 'Orders', 'Accounts', 'SMS', 'More'],
    taps: [
      ['Orders', /\/order\/list\/supplier$/, 'Collection orders'],
      ['Accounts', /\/internationalCardToCard\/list$/, 'International card to card'],
      ['SMS', /\/bankStatement\/list$/, 'SMS records'],
    ],
  },
  {
    account: 'merchant01',
    entries: ['Home', 'Orders', 'Payouts', 'Statistics', 'More'],
    taps: [
      ['Payouts', /\/payProxyOrder\/list\/merchant$/, 'Payout orders'],
      ['Statistics', /\/order\/statistics\/merchant$/, 'Order statistics'],
    ],
  },
  {
    account: 'admin0001',
    entries: ['Home', 'Orders', 'Payouts', 'Messages', 'More'],
    taps: [
      ['Orders', /\/order\/list$/, 'Collection orders'],
      ['Messages', /\/message$/, 'Messages'],
    ],
  },
];

for (const { account, entries, taps } of journeys) {
  test.describe(account, () => {
    test.use({ account });

    test('reaches its main pages from the bottom bar, and the rest from More', async ({ page }) => {
      await page.goto('/home');
      await expect(bottomBar(page)).toBeVisible();
      expect(await barEntries(page)).toEqual(entries);
      // The desktop's strip of opened pages gives way to the bar.
      await expect(page.getByRole('navigation', { name: 'Opened pages' })).toBeHidden();
      await expect(bottomBar(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      if (account === 'admin0001') {
        // The inbox's unread count is on its tab, said in its name.
        await expect(bottomBar(page).getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
      }
      for (const [label, path, title] of taps) await tapMainPage(page, label, path, title);

      // More: the whole menu, and the pages opened so far.
      await press(bottomBar(page).getByRole('button', { name: 'More', exact: true }));
      const sheet = menuSheet(page);
      await expect(sheet).toBeVisible();
      const opened = sheet.getByRole('navigation', { name: 'Opened pages' });
      await expect(opened.getByRole('link')).toHaveText(['Home', ...taps.map(([, , title]) => title)]);
      const menu = sheet.getByRole('navigation', { name: 'Main menu' });
      const group = menu.getByRole('button', { name: 'Statistics', exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await press(group);
      await press(menu.getByRole('link', { name: 'Payout statistics', exact: true }));
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payout statistics');
      await expect(bottomBar(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
        'aria-current',
        'page',
      );

      // An opened page is one tap away in More; the sheet closes on the way.
      await press(bottomBar(page).getByRole('button', { name: 'More', exact: true }));
      await press(opened.getByRole('link', { name: taps[0]![2], exact: true }));
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(taps[0]![1]);
    });
  });
}

/** The visible buttons, links, fields and cards of the page `pane` whose box meets `button`'s. */
async function coveredBy(pane: Locator, button: Locator): Promise<string[]> {
  const box = (await button.boundingBox())!;
  return pane.evaluate((root, b) => {
    const out: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>(
      'button, a[href], input, textarea, [role="button"], [data-testid]',
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const meets = r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y;
      if (meets)
        out.push(
          `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? el.textContent ?? '').trim().slice(0, 40)}`,
        );
    }
    return out;
  }, box);
}

test.describe('the back-to-top button', () => {
  test.use({ account: 'supplier01' });

  test('sits above the bottom bar and covers nothing at the end of a page; the shown tab takes the page up too', async ({
    page,
  }) => {
    // A short screen makes home long.
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto('/home');
    const pane = page.locator('[data-path="/home"]');
    await expect(pane.getByTestId('supplement-queue')).toBeVisible();
    await expect(pane.getByTestId('latest-order').first()).toBeVisible();
    await pane.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    // Wait for its rise to end, then read where it is.
    await page.waitForTimeout(300);
    const button = (await backToTop.boundingBox())!;
    const bar = (await bottomBar(page).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
    expect(await coveredBy(pane, backToTop)).toEqual([]);

    // Tapping Home, the page shown, takes it to its top as the button does.
    await press(bottomBar(page).getByRole('link', { name: 'Home', exact: true }));
    await expect.poll(() => pane.evaluate((el) => el.scrollTop)).toBe(0);
    await expect(backToTop).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
  });
});
