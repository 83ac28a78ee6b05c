import { expect, test } from './support/fixtures.ts';
import { press, snapshot } from './support/shell-helpers.ts';

/** Decision 057: a new SMS template is tried on a pasted SMS before it is saved. */

test.describe('SMS templates (superadmin)', () => {
  test.use({ account: 'superadmin' });

  test('starts a new template, pastes an SMS, taps try and sees the amount and UTR it extracts', async ({ page }) => {
    await page.goto('/messageTemplate');
    // The demo's own templates are listed by bank and sender.
    await expect(page.getByTestId('sms-template-card').first()).toBeVisible();
    await press(page.getByTestId('sms-template-new'));
    const sheet = page.getByRole('form', { name: /New SMS template|新建短信模板/ });
    await expect(sheet).toBeVisible();
    await sheet.locator('#sms-template-bankName').fill('HDFC Bank');
    await sheet.locator('#sms-template-sender').fill('HDFCBK');
    await sheet
      .locator('#sms-template-pattern')
      .fill('Rs.{amount} credited to a/c XX{tail} on {time} by {*}(UPI Ref No {utr}).');
    await sheet.locator('#sms-template-timeFormat').fill('dd-MM-yy');
    await sheet
      .locator('#sms-template-sms')
      .fill(
        'Rs.1,500.00 credited to a/c XX7890 on 24-11-26 by a/c linked to VPA ravi@okhdfc (UPI Ref No 432118765432).',
      );
    await press(sheet.getByTestId('sms-template-try'));
    const reading = sheet.getByTestId('sms-template-reading');
    await expect(reading).toContainText('1,500.00');
    await expect(reading).toContainText('432118765432');
    await expect(reading).toContainText('7890');
    await snapshot(page, 'sms-template-try');

    // A pattern that does not fit says so instead of extracting anything.
    await sheet.locator('#sms-template-sms').fill('Your OTP is 123456');
    await press(sheet.getByTestId('sms-template-try'));
    await expect(sheet.getByTestId('sms-template-reads-nothing')).toBeVisible();
    await expect(reading).toBeHidden();
  });
});
