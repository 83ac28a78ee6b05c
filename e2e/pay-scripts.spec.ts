import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import { press, snapshot } from './support/shell-helpers.ts';

/**
 * Decision 078: superadmin opens the demo's pay script (Card-to-Card Float), edits it, test-runs
 * the edited text on a sample typed in and reads what it built; then keeps the edit as a new version
 * without making it active, so the demo's orders keep the seeded version.
 */
test.use({ account: 'superadmin' });

test('superadmin edits a pay script, test-runs it on a sample order and reads the result', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await page.goto('/dynamicPay/payScriptInfo');
  const card = page.getByTestId('pay-script-card').filter({ hasText: 'Card-to-Card Float' });
  await expect(card).toContainText('Script v2');
  await press(card.getByRole('button', { name: named('Edit', 'dynamicPay.actions.edit') }));

  const sheet = page.getByTestId('pay-script-sheet');
  const editor = sheet.getByLabel(named('Script', 'dynamicPay.fields.source'));
  await expect(editor).toHaveValue(/const partMax = 2000000;/);
  // Transfers of at most 5,000.00 instead of 20,000.00.
  await fill(editor, (await editor.inputValue()).replace('const partMax = 2000000;', 'const partMax = 500000;'));

  await press(sheet.getByText(named('Sample', 'dynamicPay.texts.sample')));
  await fill(sheet.getByLabel(named('Amount', 'dynamicPay.fields.amount')), '12000');
  await press(sheet.getByRole('button', { name: named('Test run', 'dynamicPay.actions.testRun') }));
  const result = sheet.getByTestId('test-run-result');
  await expect(result).toContainText(/Succeeded in \d+ ms/);
  await expect(result).toContainText('Demo Collections');
  await expect(result).toContainText('12,000.00');
  await expect(result).toContainText('5,000.00 + 5,000.00 + 2,000.00');
  await snapshot(page, 'pay-scripts-test-run');

  // An amount the split cannot serve within RedWalletCount (10 parts): the script's own error.
  await fill(sheet.getByLabel(named('Amount', 'dynamicPay.fields.amount')), '60000');
  await press(sheet.getByRole('button', { name: named('Test run', 'dynamicPay.actions.testRun') }));
  await expect(result).toContainText(/Failed after \d+ ms/);
  await expect(result).toContainText('the amount needs 12 transfers, at most 10 are allowed');

  // Kept as a new version, not active: the history lists it under the seeded active one's author.
  await fill(sheet.getByLabel(named('What changed', 'dynamicPay.fields.note')), 'Transfers of at most 5,000.00');
  await press(sheet.getByText(named('Make this the active version', 'dynamicPay.fields.activate')));
  await press(sheet.getByRole('button', { name: named('Save new version', 'dynamicPay.actions.save') }));
  const saved = sheet.getByTestId('pay-script-version').filter({ hasText: 'Transfers of at most 5,000.00' });
  await expect(saved).toContainText('superadmin');
  await expect(saved).not.toContainText('Active');
  await expect(sheet.getByTestId('pay-script-version').filter({ hasText: 'Active' })).toContainText('v2');
});
