import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import { press, snapshot } from './support/shell-helpers.ts';

/** Decision 055: an audited action shows in the audit log with who, target and its before/after. */

test.describe('audit log (admin0001)', () => {
  test.use({ account: 'admin0001' });

  test('freezes an address, finds the record by action and target, reads its before and after, and exports it', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
    // A documentation address of its own each run: other specs never send orders from it.
    const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const reason = `e2e audit ${test.info().project.name} ${Date.now()}`;
    await page.goto('/home');
    const frozen = (await (
      await page.request.post('/v1.0/orderAnalysis/freezeIp', { data: { ip, reason } })
    ).json()) as { code: number; msg: string };
    expect(frozen.code, frozen.msg).toBe(200);
    try {
      await page.goto('/auditRecord/auditRecord');
      await expect(page.getByTestId('audit-record-card').first()).toBeVisible();
      await press(page.getByRole('button', { name: named('Filters', 'orders.buttons.filters') }));
      const sheet = page.getByRole('form', { name: named('Filters', 'orders.titles.filters') });
      await press(
        sheet.getByText(named('Freeze IP address', 'auditLog.actions.orderAnalysis.freezeIp'), { exact: true }),
      );
      await fill(sheet.getByLabel(named('Target', 'auditLog.fields.targetId'), { exact: true }), ip);
      await press(sheet.getByRole('button', { name: named('Apply', 'orders.buttons.applyFilters') }));
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(/action=orderAnalysis\.freezeIp/);
      const cards = page.getByTestId('audit-record-card');
      await expect(cards).toHaveCount(1);
      await expect(cards.getByTestId('audit-record-target')).toContainText(ip);
      await expect(cards).toContainText('admin0001');
      await snapshot(page, 'audit-log-list');

      await press(cards.getByRole('button'));
      const detail = page.getByTestId('audit-record-sheet');
      await expect(detail).toBeVisible();
      await expect(detail.getByText(named('Admin', 'enum.roles.admin'))).toBeVisible();
      const reasonRow = detail.locator('[data-testid="audit-change"][data-field="reason"]');
      await expect(reasonRow.getByTestId('audit-change-before')).toHaveText('—');
      await expect(reasonRow.getByTestId('audit-change-after')).toHaveText(reason);
      await expect(
        detail.locator('[data-testid="audit-change"][data-field="ip"]').getByTestId('audit-change-after'),
      ).toHaveText(ip);
      await snapshot(page, 'audit-log-detail');
      await press(detail.getByRole('button', { name: named('Close', 'common.buttons.close') }));
      await expect(detail).toBeHidden();

      // The export takes the filtered rows: this one record.
      await press(page.getByRole('button', { name: named('Export', 'export.actions.export') }));
      const download = page.waitForEvent('download');
      await press(page.getByRole('option', { name: named('CSV file', 'export.actions.csv') }));
      const csv = await readFile(await (await download).path(), 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        // A record starts with its time in the reader's clock ("11/29/2026, 3:04:05 AM", quoted).
        .split(/\r?\n(?="?\d{1,4}\/\d{1,2}\/\d{1,4})/);
      expect(lines[0]).toMatch(/^(Time|auditLog\.fields\.time) \(UTC[+-]\d\d:\d\d\),/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(ip);
      expect(lines[1]).toContain(reason);
    } finally {
      await page.request.post('/v1.0/orderAnalysis/unfreezeIp', { data: { ip } });
    }
  });
});
