import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import { columnsSheet } from './support/table-steps.ts';
import type { CreatedPayout } from '../src/contract/index.ts';
import { pageAs } from './support/page-as.ts';
import { snapshot } from './support/shell-helpers.ts';

/** The server's "YYYY-MM-DD HH:MM:SS" in UTC, as the time filters keep it in the address. */
const utcText = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/**
 * The payout lists on a desk screen (decision 124): a table, not cards. Runs in the desktop project
 * only (1440x900); the phone's cards are e2e/payouts.spec.ts's.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

/** The amounts of the payout rows drawn now, in list order, in minor units. */
async function shownAmounts(table: Locator): Promise<number[]> {
  const pairs = await table
    .getByTestId('payout-row')
    .evaluateAll((rows) =>
      rows.map(
        (r) =>
          [
            Number(r.getAttribute('data-index')),
            r.querySelector('[data-testid="payout-amount"]')?.textContent ?? '',
          ] as const,
      ),
    );
  return pairs.sort((a, b) => a[0] - b[0]).map(([, text]) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100));
}

const sortedDown = (list: number[]) => list.length > 1 && list.every((v, i) => i === 0 || list[i - 1]! >= v);
const sortedUp = (list: number[]) => list.length > 1 && list.every((v, i) => i === 0 || list[i - 1]! <= v);

test.describe('admin0001 at a desk', () => {
  test.use({ account: 'admin0001' });

  test('reads the payouts as a table, opens one with Enter and hides a column for good', async ({ page }) => {
    await page.goto('/payProxyOrder/list');
    const table = page.getByTestId('list-table');
    const rows = table.getByTestId('payout-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('payout-card')).toHaveCount(0);

    // j moves to the first row, Enter opens it: the detail names the same payout.
    await page.keyboard.press('j');
    await expect(rows.first()).toBeFocused();
    const code = (await rows.first().getAttribute('data-row')) ?? '';
    expect(code).not.toBe('');
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('payout-detail');
    await expect(detail).toContainText(code);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // Hide the cardholder column; it stays hidden after a reload.
    const nameHeader = table.getByRole('columnheader', { name: named('Cardholder name', 'payouts.fields.name') });
    await expect(nameHeader).toBeVisible();
    const sheet = await columnsSheet(page);
    await sheet.getByRole('checkbox', { name: named('Cardholder name', 'payouts.fields.name') }).uncheck();
    await sheet.getByRole('button', { name: named('Close', 'common.buttons.close') }).click();
    await expect(sheet).toBeHidden();
    await expect(nameHeader).toHaveCount(0);
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect(nameHeader).toHaveCount(0);
  });

  test('sorts the payouts by amount on the Amount header, largest then smallest first', async ({ page }) => {
    await page.goto('/payProxyOrder/list');
    const table = page.getByTestId('list-table');
    await expect(table.getByTestId('payout-row').first()).toBeVisible();
    const amountHeader = table.getByRole('columnheader', { name: named('Amount', 'payouts.fields.amount') });
    await table.getByTestId('sort-amount').click();
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => sortedDown(await shownAmounts(table))).toBe(true);
    const largest = (await shownAmounts(table))[0]!;
    await table.getByTestId('sort-amount').click();
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => sortedUp(await shownAmounts(table))).toBe(true);
    // The other end of the list: many payouts may share an amount, but not all of them.
    expect((await shownAmounts(table))[0]!).toBeLessThan(largest);
  });

  test('reads the payout pool as a table', async ({ page }) => {
    await page.goto('/payProxyOrder/pool');
    const rows = page.getByTestId('list-table').getByTestId('payout-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('payout-card')).toHaveCount(0);
  });
});

test('supplier01 claims three payouts from the pool with the table’s bulk claim and reads them as its own', async ({
  browser,
  sessions,
  baseURL,
  viewport,
  hasTouch,
  isMobile,
  userAgent,
}) => {
  const options = { baseURL, viewport, hasTouch, isMobile, userAgent };
  const since = utcText(new Date(Date.now() - 2_000));
  // merchant01 asks for three payouts (the in-app create call), so the ones claimed are surely new.
  const merchant = await pageAs(browser, sessions.merchant01, options);
  const codes: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const created = (await (
      await merchant.page.request.post('/v1.0/payoutOrder/create', {
        data: {
          productId: 2001,
          mchOrderNo: `E2EBULK${Date.now()}${i}`,
          amount: '1.2' + String(i),
          name: 'Asha Rao',
          cardNumber: '50100123456789',
          bankBranch: 'HDFC Bank, Pune',
          address: 'Pune',
          ifsc: 'HDFC0001234',
        },
      })
    ).json()) as { code: number; msg: string; data: CreatedPayout };
    expect(created.code, created.msg).toBe(200);
    codes.push(created.data.orderCode);
  }
  await merchant.context.close();

  const supplier = await pageAs(browser, sessions.supplier01, options);
  const page = supplier.page;
  await page.goto(`/payProxyOrder/list/supplier?startTime=${encodeURIComponent(since)}`);
  await page.getByRole('tab', { name: named('Pool', 'payouts.tabs.pool') }).click();
  const table = page.getByTestId('list-table');
  for (const code of codes) {
    const row = table.getByTestId('payout-row').filter({ hasText: code });
    await expect(row).toBeVisible();
    await row.getByRole('checkbox').check();
  }
  const bar = page.getByRole('region', { name: named('Selected payouts', 'payouts.labels.bulkBar') });
  await bar.getByRole('button', { name: /Claim \(3\)|payouts\.buttons\.claimSelected/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: named('Confirm', 'common.buttons.confirm') })
    .click();
  await expect(page.getByText(/Claimed: 3\. Not claimed: 0|payouts\.texts\.claimedMany/)).toBeVisible();
  // They left the pool, and are the supplier's own to pay.
  for (const code of codes) await expect(table.getByTestId('payout-row').filter({ hasText: code })).toHaveCount(0);
  await expect(bar).toBeHidden();
  await page.getByRole('tab', { name: named('My payouts', 'payouts.tabs.mine') }).click();
  for (const code of codes) {
    const mine = page.getByTestId('list-table').getByTestId('payout-row').filter({ hasText: code });
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId('payout-status')).toHaveText(
      named('Awaiting Payment', 'enum.payoutStatus.awaitingPayment'),
    );
  }
  await snapshot(page, 'payouts-bulk-claimed');
  await supplier.context.close();
});

test.describe('the desk table at the smallest desk and a common one (decision 136)', () => {
  test.use({ account: 'admin0001' });

  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${size.width}x${size.height} the payout columns keep their widths, scroll sideways in the table's box and the headers stay on top`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/payProxyOrder/list');
      const table = page.getByTestId('list-table');
      const rows = table.getByTestId('payout-row');
      await expect(rows.first()).toBeVisible();
      // No column is squeezed below what it needs: each header is at least 90 px wide.
      const widths = await table
        .locator('thead th')
        .evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(48);
      const dataWidths = await table
        .locator('thead th:not(:last-child)')
        .evaluateAll((ths) => ths.slice(1).map((th) => th.getBoundingClientRect().width));
      expect(Math.min(...dataWidths)).toBeGreaterThanOrEqual(90);
      // The table's own box scrolls sideways; the page does not.
      const box = table.locator('xpath=..');
      const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      const pane = page.locator('[data-scroll-root]:visible');
      expect(await pane.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      if (scrollWidth > clientWidth) {
        const first = table.locator('thead th').first();
        const before = (await first.boundingBox())!.x;
        await box.evaluate((el) => el.scrollBy(200, 0));
        // The first column stays in view while the rest moves.
        expect((await first.boundingBox())!.x).toBeCloseTo(before, 0);
        await box.evaluate((el) => el.scrollTo(0, 0));
      }
      await snapshot(page, `payouts-table-${size.width}x${size.height}`);
      // The pane scrolls the rows; the headers stay at its top.
      await pane.evaluate((el) => el.scrollBy(0, 600));
      const paneTop = (await pane.boundingBox())!.y;
      await expect
        .poll(async () => Math.round((await table.locator('thead th').nth(1).boundingBox())!.y))
        .toBe(Math.round(paneTop));
    });
  }
});
