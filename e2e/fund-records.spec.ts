import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import { googleCode } from './support/accounts.ts';
import { press, snapshot } from './support/shell-helpers.ts';

const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The records as a person sees them: cards on a phone, table rows on a desk screen (decision 124). */
const records = (page: Page) => page.getByTestId('fund-record-card').or(page.getByTestId('fund-record-row'));

async function recordCard(page: Page, remark: string) {
  const card = records(page).filter({ hasText: remark });
  await expect(card).toBeVisible();
  return card;
}

test('admin0001 adds 12.34 to merchant01 with a Google code; merchant01 sees it with the balance before and after', async ({
  browser,
  sessions,
}) => {
  const remark = `e2e top-up ${test.info().project.name} ${Date.now()}`;

  const admin = await browser.newContext({ storageState: sessions.admin0001 });
  const page = await admin.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await page.goto('/fundRecord/fundRecordAdmin');
  await expect(records(page).first()).toBeVisible();
  await press(page.getByRole('button', { name: named('Balance operation', 'fundRecords.actions.balanceOperation') }));
  const form = page.getByRole('form', { name: named('Balance operation', 'fundRecords.actions.balanceOperation') });
  await expect(form).toBeVisible();
  await form.getByLabel(named('User', 'fundRecords.fields.user')).selectOption({ label: 'merchant01 (Merchant 01)' });
  await press(form.getByText(named('Add balance', 'enum.fundReason.addBalance')));
  await form.getByLabel(named('Amount', 'fundRecords.fields.amount')).fill('12.34');
  await form.getByLabel(named('Remark', 'fundRecords.fields.remark')).fill(remark);
  const code = form.getByLabel('Google code', { exact: true });
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(googleCode('admin0001'));
  await press(form.getByRole('button', { name: named('Confirm', 'common.buttons.confirm') }));
  await expect(form).toBeHidden();
  const adminCard = await recordCard(page, remark);
  await expect(adminCard.getByTestId('fund-record-amount')).toHaveText('+12.34');
  await expect(adminCard).toContainText('merchant01');
  await snapshot(page, 'fund-records-admin');
  await admin.close();

  const merchant = await browser.newContext({ storageState: sessions.merchant01 });
  const mine = await merchant.newPage();
  await mine.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await mine.goto('/fundRecord/fundRecord');
  const card = await recordCard(mine, remark);
  const before = money((await card.getByTestId('fund-record-before').textContent()) ?? '');
  const after = money((await card.getByTestId('fund-record-after').textContent()) ?? '');
  expect(Math.round((after - before) * 100)).toBe(1234);
  await expect(card.getByTestId('fund-record-reason')).toHaveText(named('Add balance', 'enum.fundReason.addBalance'));
  await snapshot(mine, 'fund-records-merchant');

  // The export takes the filtered rows: only balance additions, the new one among them.
  await mine.goto('/fundRecord/fundRecord?reason=1');
  await expect(await recordCard(mine, remark)).toBeVisible();
  await press(mine.getByRole('button', { name: named('Export', 'export.actions.export') }));
  const download = mine.waitForEvent('download');
  // antd-mobile's action sheet lists its choices as options.
  await press(mine.getByRole('option', { name: named('CSV file', 'export.actions.csv') }));
  const csv = await readFile(await (await download).path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  // Times in the reader's zone, its offset in the header (decision 120).
  expect(lines[0]).toMatch(/^(Time|fundRecords\.fields\.time) \(UTC[+-]\d\d:\d\d\),/);
  expect(lines.find((l) => l.includes(remark))).toContain(',12.34,');
  expect(lines.slice(1).every((l) => /,(Add balance|enum\.fundReason\.addBalance),/.test(l))).toBe(true);
  await merchant.close();
});

test('merchant01 scrolls its fund records past the first page: the next page is read on from the last row, not by number', async ({
  browser,
  sessions,
}) => {
  const merchant = await browser.newContext({ storageState: sessions.merchant01 });
  const page = await merchant.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  const asked: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/v1.0/fundRecord/getList') asked.push(url);
  });
  await page.goto('/fundRecord/fundRecord');
  const cards = records(page);
  await expect(cards.first()).toBeVisible();
  const pane = page.locator('[data-scroll-root]:visible');
  await expect
    .poll(async () => {
      await pane.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      return asked.filter((u) => u.searchParams.has('cursor')).length;
    })
    .toBeGreaterThan(0);
  const next = asked.find((u) => u.searchParams.has('cursor'))!;
  expect(next.searchParams.get('pageIndex')).toBeNull();
  await expect(cards.last()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await merchant.close();
});
