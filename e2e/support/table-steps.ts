import { expect, type Page } from '@playwright/test';
import { named } from './controls.ts';

/** Opens the desk table's Columns sheet (decision 124) from the toolbar and answers it once shown. */
export async function columnsSheet(page: Page) {
  await page.getByRole('button', { name: named('Columns', 'table.titles.columns') }).click();
  const sheet = page.getByTestId('columns-sheet');
  await expect(sheet).toBeVisible();
  return sheet;
}
