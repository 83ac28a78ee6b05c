import { expect, test } from './support/fixtures.ts';
import { press } from './support/shell-helpers.ts';

/**
 * The phone asks for reduced motion (playwright.config.ts), as a person who gets motion sick sets
 * it: a sheet is in place the moment it opens, where otherwise it slides up for a few hundred ms.
 */
test.skip(({ isMobile }) => !isMobile, 'the phone project asks for reduced motion');
test.use({ account: 'merchant01' });

test('opens the user menu sheet already in place when the phone asks for reduced motion', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await page.goto('/home');
  await press(page.getByRole('button', { name: /^User menu/ }));
  // Read in the same frame as the tap's answer: a spring would still have the sheet low on the screen.
  const offset = await page.evaluate(async () => {
    const started = performance.now();
    for (;;) {
      const body = document.querySelector<HTMLElement>('.adm-popup-body');
      if (body) return new DOMMatrix(getComputedStyle(body).transform).m42;
      if (performance.now() - started > 5000) throw new Error('no sheet');
      await new Promise(requestAnimationFrame);
    }
  });
  expect(offset).toBe(0);
  await expect(page.getByRole('option', { name: 'Personal center' })).toBeVisible();
});
