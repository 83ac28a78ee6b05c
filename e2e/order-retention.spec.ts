import type { RetentionPreview } from '../src/contract/index.ts';
import { expect, test } from './support/fixtures.ts';
import { apiGet, press, snapshot } from './support/shell-helpers.ts';

/**
 * Decision 058: order data retention. Only the dry run here: a real run would move the demo's
 * old orders out from under the other specs sharing this server (tests/server/retention.test.ts
 * covers the run itself).
 */
test.describe('order data retention (superadmin)', () => {
  test.use({ account: 'superadmin' });

  test('a dry run shows what a run would move per table, without a Google code', async ({ page }) => {
    await page.goto('/orderClearHistory');
    await expect(page.getByRole('heading', { name: 'Order data retention' })).toBeVisible();
    await expect(page.getByTestId('retention-run-now')).toHaveCount(0);
    await press(page.getByTestId('retention-dry-run'));
    const counts = page.getByTestId('retention-dry-run-counts');
    await expect(counts).toBeVisible();
    const expected = await apiGet<RetentionPreview>(page, '/v1.0/order-retention/preview');
    await expect(counts.getByTestId('retention-dry-run-counts-orders')).toContainText('Orders');
    await expect(counts.getByTestId('retention-dry-run-counts-orders').locator('dd')).toHaveText(
      expected.counts.orders.toLocaleString('en-US'),
    );
    await expect(counts.getByTestId('retention-dry-run-counts-orderCallbacks').locator('dd')).toHaveText(
      expected.counts.orderCallbacks.toLocaleString('en-US'),
    );
    await expect(page.getByTestId('retention-dry-run-cutoff')).toContainText(`cycle ${expected.days} days`);
    await expect(page.getByTestId('retention-run-now')).toBeVisible();
    await snapshot(page, 'order-clear-history-dry-run');
  });
});

test.describe('order data retention (techmaint1, read only)', () => {
  test.use({ account: 'techmaint1' });

  test('the read-only variant runs the dry run and offers no run', async ({ page }) => {
    await page.goto('/orderClearHistory/readonly');
    await press(page.getByTestId('retention-dry-run'));
    await expect(page.getByTestId('retention-dry-run-counts')).toBeVisible();
    await expect(page.getByTestId('retention-run-now')).toHaveCount(0);
  });
});
