import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import type { DemoAccount } from './support/accounts.ts';

/**
 * Phone navigation (decision 070): every button and link a thumb may hit on the main pages of
 * the three people of the product is at least 44 px high (Apple's and Google's minimum).
 */
test.skip(({ isMobile }) => !isMobile, 'thumbs are on phones');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

/** Visible buttons and links of the page (header, tabs and content), with their height in CSS px. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="tab"]')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (
        box.width === 0 ||
        box.height === 0 ||
        style.visibility === 'hidden' ||
        el.closest('[aria-hidden="true"], [hidden]')
      )
        continue;
      if (box.height < 44)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.height)} px`,
        );
    }
    return out;
  });
}

const pages: { account: DemoAccount; path: string; ready: string }[] = [
  { account: 'supplier01', path: '/home', ready: 'supplement-queue' },
  { account: 'supplier01', path: '/order/list/supplier', ready: 'order-card' },
  { account: 'supplier01', path: '/payProxyOrder/list/supplier', ready: 'payout-card' },
  { account: 'supplier01', path: '/internationalCardToCard/list', ready: 'account-card' },
  { account: 'merchant01', path: '/home', ready: 'latest-order' },
  { account: 'merchant01', path: '/payProxyOrder/list/merchant', ready: 'payout-card' },
  { account: 'merchant01', path: '/fundRecord/fundRecord', ready: 'fund-record-card' },
  { account: 'admin0001', path: '/order/list', ready: 'order-card' },
  { account: 'admin0001', path: '/payoutBatch/list', ready: 'batch-card' },
  { account: 'superadmin', path: '/payProxyOrder/risk-control/blacklist', ready: 'risk-entry-card' },
];

for (const { account, path, ready } of pages) {
  test.describe(account, () => {
    test.use({ account });

    test(`every button and link on ${path} is at least 44 px high`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
    });
  });
}
