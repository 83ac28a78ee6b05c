import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { named } from './support/controls.ts';
import type { SecurityChainPage, SecurityPatchPage } from '../src/contract/index.ts';

import { apiGet, press, snapshot } from './support/shell-helpers.ts';

const chainSizeLabel = named(
  'Minimum trusted chain length (2–100 records)',
  'securityChain.settings.minReliableChainSize',
);

async function setChainSize(page: Page, value: string) {
  await press(page.getByRole('button', { name: named('Security settings', 'securityChain.buttons.settings') }));
  const form = page.getByRole('form', { name: named('Security settings', 'securityChain.titles.settings') });
  await expect(form).toBeVisible();
  const field = form.getByLabel(chainSizeLabel);
  await press(field);
  await field.fill(value);
  await press(form.getByRole('button', { name: named('Save', 'common.buttons.save') }));
  return form;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('superadmin reads the security chains', () => {
  test.use({ account: 'superadmin' });

  // The settings are the server's: whatever happens, the next test (and project) starts from the default.
  test.afterEach(async ({ page }) => {
    const value = await apiGet<Record<string, number>>(page, '/v1.0/system-config/getSecurityFreqParameters');
    await page.request.post('/v1.0/system-config/setSecurityFreqParameters', {
      data: { value: { ...value, minReliableChainSize: 3 } },
    });
  });

  test('reads a trusted chain and a gap, and a longer minimum chain length makes the chain too short', async ({
    page,
  }) => {
    const seeded = await apiGet<SecurityChainPage>(page, '/v1.0/securityNodes/getChainList?pageNum=100');
    const broken = seeded.list.find((c) => c.state === 'broken' && c.gapAfter !== null && c.size === 6);
    expect(broken, 'the demo seeds a chain of 6 ended by a gap').toBeDefined();

    await page.goto('/securityNodes/list');
    await expect(page.getByTestId('chain-rules')).toBeVisible();
    const cards = page.getByTestId('chain-card');
    // The account's open chain of 4 records after the gap.
    const account = `(#${broken!.resourceId})`;
    const open = cards
      .filter({ hasText: account })
      .filter({ has: page.getByTestId('chain-size').getByText('4', { exact: true }) });
    await expect(open.getByTestId('chain-state')).toHaveText(named('Trusted', 'enum.chainState.trusted'));
    const gapCard = cards.filter({ hasText: account }).filter({ has: page.getByTestId('chain-gap') });
    await expect(gapCard.getByTestId('chain-state')).toHaveText(named('Broken', 'enum.chainState.broken'));
    await expect(gapCard.getByTestId('chain-gap')).toContainText(/moved without a message|securityChain\.texts\.gap/);
    await snapshot(page, 'security-chains');

    // The trusted chain's records: 4, the first one after the gap.
    await press(open.locator('button').first());
    const sheet = page.getByTestId('chain-records');
    await expect(sheet.getByTestId('chain-record')).toHaveCount(4);
    await expect(sheet.getByTestId('chain-record').first()).toContainText(/After a gap|enum\.chainLink\.gap/);
    await press(sheet.getByRole('button', { name: named('Close', 'common.buttons.close') }));
    await expect(sheet).toBeHidden();

    const form = await setChainSize(page, '5');
    await expect(form).toBeHidden();
    await expect(open.getByTestId('chain-state')).toHaveText(named('Too short', 'enum.chainState.tooShort'));
  });

  test('refuses a minimum chain length out of bounds with the bounds in the message', async ({ page }) => {
    await page.goto('/securityNodes/list');
    await expect(page.getByTestId('chain-card').first()).toBeVisible();
    const form = await setChainSize(page, '1');
    await expect(form.getByRole('alert')).toHaveText(
      named('Minimum chain length: a whole number from 2 to 100', 'validation.security.chainSize'),
    );
    await expect(form).toBeVisible();
    await snapshot(page, 'security-settings-refused');
    // The server refuses it the same way when the app is not asked.
    const res = await page.request.post('/v1.0/system-config/setSecurityFreqParameters', {
      data: {
        sbLeakCheckInterval: 60,
        minReliableChainSize: 101,
        minReliableCheckSize: 5,
        minReliableCheckTimeRange: 30,
        minReliableCheckAmount: 100_000,
        type: 0,
      },
    });
    expect(((await res.json()) as { msgId: string }).msgId).toBe('validation.security.chainSize');
  });

  test('lists the order paid by hand during the gap as a chain supplement with its operator', async ({ page }) => {
    const patches = await apiGet<SecurityPatchPage>(page, '/v1.0/securityNodes/getPatchList?pageNum=100');
    const seeded = patches.list.find((p) => p.operator === 'admin0001' && p.withinLimit);
    expect(seeded, 'the demo seeds one supplement within the limit').toBeDefined();

    await page.goto('/securityNodes/security-patch-list');
    const card = page.getByTestId('patch-card').filter({ hasText: seeded!.orderCode });
    await expect(card).toBeVisible();
    await expect(card).toContainText('admin0001');
    await expect(card).toContainText(/Within the limit|securityChain\.texts\.withinLimit/);
    await snapshot(page, 'security-patches');
  });
});
