import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import type { IpAnalysisRow, Page } from '../src/contract/index.ts';

import { apiGet, press, snapshot } from './support/shell-helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('admin0001 analyses payer IPs', () => {
  test.use({ account: 'admin0001' });

  test('freezes an IP from the IP analysis, finds it among the abnormal IPs and unfreezes it', async ({ page }) => {
    // The server reads the last 24 hours when no range is chosen; the seed has orders there.
    const before = await apiGet<Page<IpAnalysisRow>>(page, '/v1.0/orderAnalysis/ipList?pageNum=100');
    const free = before.list.filter((r) => !r.frozen);
    expect(free.length).toBeGreaterThan(0);

    await page.goto('/orderAnalysis/ip-analysis-list');
    const cards = page.getByTestId('ip-card');
    await expect(cards.first()).toBeVisible();
    // Most orders first: the first card is the busiest IP, with its count.
    await expect(cards.first().getByTestId('ip-value')).toHaveText(before.list[0]!.ip);
    await expect(cards.first().getByTestId('analysis-orders')).toHaveText(String(before.list[0]!.orderCount));

    const card = cards.filter({ hasNot: page.getByTestId('ip-frozen') }).first();
    const ip = (await card.getByTestId('ip-value').textContent()) ?? '';
    expect(ip).not.toBe('');
    await press(card.getByRole('button', { name: named('Freeze IP', 'orderAnalysis.actions.freeze') }));
    const form = page.getByRole('form', { name: named('Freeze IP', 'orderAnalysis.actions.freeze') });
    await expect(form).toBeVisible();
    await fill(form.getByLabel(named('Reason', 'orderAnalysis.fields.reason')), 'Many unpaid orders in a day');
    await snapshot(page, 'order-analysis-freeze-form');
    await press(form.getByRole('button', { name: named('Confirm', 'common.buttons.confirm') }));
    await expect(form).toBeHidden();
    await expect(page.getByRole('article', { name: ip }).getByTestId('ip-frozen')).toBeVisible();

    await page.goto('/orderAnalysis/fronzen-ip-list');
    const frozen = page.getByTestId('frozen-ip-card').and(page.getByRole('article', { name: ip }));
    await expect(frozen).toBeVisible();
    await expect(frozen).toContainText('Many unpaid orders in a day');
    await expect(frozen).toContainText('admin0001');
    await snapshot(page, 'order-analysis-frozen-ips');

    await press(frozen.getByRole('button', { name: named('Unfreeze', 'orderAnalysis.actions.unfreeze') }));
    await press(
      page.getByRole('dialog').getByRole('button', { name: named('Unfreeze', 'orderAnalysis.actions.unfreeze') }),
    );
    await expect(frozen).toHaveCount(0);
  });
});
