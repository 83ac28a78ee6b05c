import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';

import { press, snapshot } from './support/shell-helpers.ts';

const isPhone = () => Boolean(test.info().project.use.hasTouch);
const agentEntry = named('Agent management', 'routes.supplierProxy');

/** The main menu as a person reaches it: the drawer on a phone, the side menu on a desktop. */
async function mainMenu(page: Page): Promise<Locator> {
  if (isPhone()) await press(page.getByRole('button', { name: 'More', exact: true }));
  const menu = isPhone()
    ? page.getByRole('dialog', { name: 'Main menu' }).getByRole('navigation', { name: 'Main menu' })
    : page.getByRole('complementary').getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** The menu with its Accounts group opened. */
async function accountsMenu(page: Page): Promise<Locator> {
  const menu = await mainMenu(page);
  const group = menu.getByRole('button', { name: 'Accounts', exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await press(group);
  return menu;
}

/** Confirms antd's "are you sure?" dialog. */
async function confirm(page: Page) {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Cancel' }) })
    .last();
  await press(dialog.getByRole('button', { name: 'Confirm' }));
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
});

test.describe('agent0001 manages its team', () => {
  test.use({ account: 'agent0001' });

  test('opens Agent management from the menu, adds a member, stops its orders and opens a member’s accounts', async ({
    page,
  }) => {
    const account = `e2eteam${test.info().project.name}${Date.now() % 1_000_000}`;
    await page.goto('/home');
    const menu = await accountsMenu(page);
    await press(menu.getByRole('link', { name: agentEntry }));
    await expect(page).toHaveURL(/\/supplier-proxy$/);

    // The cards on a phone, the desk table's rows on a desktop (decision 124).
    const cards = page.getByTestId(isPhone() ? 'member-card' : 'member-row');
    const card = (name: string) => cards.filter({ has: page.getByText(name, { exact: true }) });
    for (const member of ['supplier02', 'supplier03', 'supplier04']) await expect(card(member)).toBeVisible();
    await expect(card('supplier01')).toHaveCount(0);
    await snapshot(page, 'agents-team');

    // A new member, with the supplier password rule shown before anything is sent.
    await press(page.getByRole('button', { name: named('Add member', 'agents.buttons.addMember') }));
    const form = page.getByRole('form', { name: named('Add team member', 'agents.titles.createMember') });
    await fill(form.getByLabel(named('Nickname', 'accounts.fields.nickname')), 'E2E Member');
    await fill(form.getByLabel(named('Account', 'accounts.fields.account')), account);
    await fill(form.getByLabel(named('Password', 'accounts.fields.password')), 'lettersonly');
    await press(form.getByRole('button', { name: 'Confirm' }));
    await expect(form.getByText(/both digits and letters|validation\.password\.format/)).toBeVisible();
    await fill(form.getByLabel(named('Password', 'accounts.fields.password')), 'Member123');
    await press(form.getByRole('button', { name: 'Confirm' }));
    await expect(form).toBeHidden();
    const created = card(account);
    await expect(created).toBeVisible();
    await expect(created.getByTestId('member-accept-orders')).toHaveText(named('Yes', 'common.texts.yes'));

    // Its accept-orders off, read back on the card and in the detail.
    await press(created.locator('button').first());
    const detail = page.getByTestId('member-detail');
    await expect(detail).toBeVisible();
    await press(detail.getByRole('button', { name: named('Actions', 'agents.buttons.actions') }));
    // antd-mobile's action sheet lists its choices as options.
    await press(page.getByRole('option', { name: named('Stop accepting orders', 'agents.actions.acceptOrdersOff') }));
    await confirm(page);
    await expect(detail.getByTestId('detail-accept-orders')).toHaveText(named('No', 'common.texts.no'));
    await press(detail.getByRole('button', { name: named('Close', 'common.buttons.close') }));
    await expect(created.getByTestId('member-accept-orders')).toHaveText(named('No', 'common.texts.no'));

    // A member's receiving accounts: the list and the resource detail, without the switch.
    await press(card('supplier02').locator('button').first());
    await press(detail.getByRole('button', { name: named('Receiving accounts', 'agents.buttons.accounts') }));
    const accounts = page.getByTestId('member-accounts');
    await expect(accounts).toBeVisible();
    const first = accounts.getByTestId('account-card').first();
    await expect(first).toBeVisible();
    await snapshot(page, 'agents-member-accounts');
    await press(first.locator('button').first());
    await expect(page.getByTestId('resource-processing-count')).toBeVisible();
    // Read only: the member runs its own accounts (the switch is shown, disabled).
    await expect(page.getByTestId('resource-switch')).toBeDisabled();
  });
});

test.describe('supplier01 is no agent', () => {
  test.use({ account: 'supplier01' });

  test('has no Agent management entry, and the address shows the no-access page', async ({ page }) => {
    await page.goto('/home');
    const menu = await mainMenu(page);
    // Its team pages are there; the agent entry (the only one of its Accounts group) is not.
    await expect(menu.getByRole('button', { name: 'Collection', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Accounts', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: agentEntry })).toHaveCount(0);
    await page.goto('/supplier-proxy');
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByText('No permission')).toBeVisible();
  });
});
