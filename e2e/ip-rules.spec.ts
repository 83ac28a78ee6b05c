import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import type { IpRuleRow, Page as ListPage } from '../src/contract/index.ts';
import { googleCode } from './support/accounts.ts';
import { press, snapshot } from './support/shell-helpers.ts';

/**
 * Decision 054: admin0001 puts a range on merchant01's API whitelist with a Google code,
 * reads the rule on the page and its before/after in the audit log. merchant01 keeps its 127.0.0.1 and ::1 rules (the other specs'
 * creates come from there), and the new rule is removed again whatever happens.
 */
test.use({ account: 'admin0001' });

type Envelope<T> = { code: number; msg: string; data: T };
const json = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>) => (await res.json()) as Envelope<T>;
const range = '203.0.113.0/24';

async function rulesOf(api: APIRequestContext, search: string): Promise<IpRuleRow[]> {
  const res = await json<ListPage<IpRuleRow>>(
    await api.get('/v1.0/ipRule/list', { params: { scope: 'merchant', search } }),
  );
  expect(res.code, res.msg).toBe(200);
  return res.data.list;
}

test("admin0001 adds a range to merchant01's API whitelist with a Google code, reads it on the page and in the audit log", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  const api = page.request;
  const switchOn = await json<boolean>(await api.get('/v1.0/system-config/getEnableGoogleVerifyForIpWhitelist'));
  expect(switchOn.data, 'EnableGoogleVerifyForIpWhitelist is on in the demo').toBe(true);
  expect((await rulesOf(api, range)).filter((r) => r.account === 'merchant01')).toEqual([]);
  try {
    await page.goto('/systemManager/ipRule');
    await expect(page.getByTestId('ip-rule-card').filter({ hasText: '127.0.0.1' }).first()).toBeVisible();
    await press(page.getByRole('button', { name: named('Add rule', 'ipRules.actions.add') }));
    const form = page.getByRole('form', { name: named('Add rule', 'ipRules.actions.add') });
    await expect(form).toBeVisible();
    await fill(form.getByLabel(named('Account', 'ipRules.fields.account')), 'merchant01');
    await fill(form.getByLabel(named('Address or range', 'ipRules.fields.address')), '203.0.113.77/24');
    await fill(form.getByLabel(named('Remark', 'ipRules.fields.remark')), 'Office network');
    await fill(form.getByLabel(named('Google code', 'ipRules.fields.googleCode')), googleCode('admin0001'));
    await snapshot(page, 'ip-rules-add');
    await press(form.getByRole('button', { name: 'Confirm' }));
    await expect(form).toBeHidden();

    // Stored by its network address, listed with whom it fences and who changed it.
    const card = page.getByTestId('ip-rule-card').filter({ hasText: range });
    await expect(card).toBeVisible();
    await expect(card).toContainText('merchant01');
    await expect(card).toContainText('Office network');
    await expect(card).toContainText('admin0001');
    await snapshot(page, 'ip-rules-list');
    const saved = (await rulesOf(api, range)).filter((r) => r.account === 'merchant01');
    expect(saved.map((r) => r.address)).toEqual([range]);
    // merchant01's own addresses are still on its list.
    expect((await rulesOf(api, 'merchant01')).map((r) => r.address)).toEqual(
      expect.arrayContaining(['127.0.0.1', '::1', range]),
    );

    // The audit log shows the change: who, whose whitelist, and the rule before (none) and after.
    await page.goto('/auditRecord/auditRecord');
    await press(page.getByRole('button', { name: named('Filters', 'orders.buttons.filters') }));
    const sheet = page.getByRole('form', { name: named('Filters', 'orders.titles.filters') });
    await press(sheet.getByText(named('Add IP whitelist rule', 'auditLog.actions.ipRule.add'), { exact: true }));
    await fill(sheet.getByLabel(named('Target', 'auditLog.fields.targetId'), { exact: true }), 'merchant:merchant01');
    await press(sheet.getByRole('button', { name: named('Apply', 'orders.buttons.applyFilters') }));
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/action=ipRule\.add/);
    // Newest first: this run's rule (a retry adds a record of its own).
    const record = page.getByTestId('audit-record-card').first();
    await expect(record).toContainText('admin0001');
    await press(record.getByRole('button'));
    const detail = page.getByTestId('audit-record-sheet');
    await expect(detail).toBeVisible();
    const change = (field: string) => detail.locator(`[data-testid="audit-change"][data-field="${field}"]`);
    await expect(change('address').getByTestId('audit-change-before')).toHaveText('—');
    await expect(change('address').getByTestId('audit-change-after')).toHaveText(range);
    await expect(change('account').getByTestId('audit-change-after')).toHaveText('merchant01');
    await expect(change('remark').getByTestId('audit-change-after')).toHaveText('Office network');
    await snapshot(page, 'ip-rules-audit');
  } finally {
    // Other specs share this server: merchant01's whitelist is as it was.
    for (const r of (await rulesOf(api, range)).filter((x) => x.account === 'merchant01')) {
      const gone = await json(
        await api.post('/v1.0/ipRule/delete', { data: { id: r.id, googleCode: googleCode('admin0001') } }),
      );
      expect(gone.code, gone.msg).toBe(200);
    }
  }
});
