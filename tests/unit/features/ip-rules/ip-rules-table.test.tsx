// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ipRuleCalls, listViewCalls, settingCalls, type IpRuleRow, type Role } from '../../../../src/contract/index.ts';
import { IpRulesPage } from '../../../../src/features/ip-rules/components/ip-rules-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { auditExportOk, exportCsvHeader, hideColumn } from '../../support/desk-export.ts';
import {
  ok,
  page,
  phoneMedia,
  recordCalls,
  renderPage,
  server,
  signedInAs,
  useApiServer,
} from '../../support/render-page.tsx';

vi.mock('../../../../src/lib/sheets/export.ts', async () => (await import('../../support/desk-export.ts')).fakeExport);

useApiServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const merchantRule: IpRuleRow = {
  id: 4,
  scope: 'merchant',
  userId: 12,
  account: 'shop01',
  role: null,
  address: '203.0.113.7',
  remark: 'office',
  createdBy: 'admin',
  createTime: '2026-11-20T08:00:00.000Z',
  updatedBy: 'admin2',
  updateTime: '2026-11-28T10:00:00.000Z',
};
const roleRule: IpRuleRow = {
  ...merchantRule,
  id: 5,
  scope: 'role',
  userId: null,
  account: '',
  role: 'customerService',
};

function show(role: Role, path = '/systemManager/ipRule') {
  server.use(
    signedInAs(role, 1),
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    http.get(`*${ipRuleCalls.list.path}`, () => ok(page([merchantRule, roleRule]))),
    http.get(`*${settingCalls.EnableGoogleVerifyForIpRule.get.path}`, () => ok(false)),
    http.get(`*${settingCalls.EnableGoogleVerifyForIpWhitelist.get.path}`, () => ok(false)),
    auditExportOk(),
  );
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error('no route');
  return renderPage(<IpRulesPage route={route} />, route.path);
}

const headers = () =>
  within(screen.getByTestId('list-table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('the IP whitelist on a desk (decisions 124, 135)', () => {
  it('an admin reads the rules as table rows with the card’s facts and its buttons', async () => {
    show('admin');
    const rows = await screen.findAllByTestId('ip-rule-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('ip-rule-card')).toBeNull();
    expect(headers()).toEqual([
      'Address or range',
      'Applies to',
      'Account or role',
      'Remark',
      'Changed by',
      'Changed at',
      'Actions',
    ]);
    expect(rows[0]!.textContent).toContain('shop01');
    expect(rows[1]!.textContent).toContain('Customer service');
    expect(within(rows[0]!).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('r on a row asks to remove it and removes it', async () => {
    const calls = recordCalls();
    show('admin');
    server.use(http.post(`*${ipRuleCalls.delete.path}`, () => ok({ id: 4 })));
    const [row] = await screen.findAllByTestId('ip-rule-row');
    fireEvent.focus(row!);
    fireEvent.keyDown(row!, { key: 'r' });
    const dialog = await screen.findByRole('dialog', { name: 'Remove' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.path === ipRuleCalls.delete.path)).toBe(true));
    expect(calls.find((c) => c.path === ipRuleCalls.delete.path)?.body).toMatchObject({ id: 4 });
  });

  it('Enter edits the rule for an admin; the first cell shows a reader the card, with no buttons', async () => {
    show('admin');
    const [row] = await screen.findAllByTestId('ip-rule-row');
    fireEvent.focus(row!);
    fireEvent.keyDown(row!, { key: 'Enter' });
    const form = await screen.findByRole('dialog', { name: 'Edit' });
    expect(within(form).getByDisplayValue('203.0.113.7')).toBeTruthy();
    cleanup();

    show('customerService', '/systemManager/ipRule/customerService');
    const [read] = await screen.findAllByTestId('ip-rule-row');
    expect(headers()).not.toContain('Actions');
    fireEvent.click(within(read!).getAllByRole('button')[0]!);
    const detail = await screen.findByTestId('ip-rule-detail');
    expect(within(detail).getByTestId('ip-rule-card').textContent).toContain('shop01');
  });

  it('a phone keeps the cards', async () => {
    vi.stubGlobal('matchMedia', phoneMedia);
    show('admin');
    expect(await screen.findAllByTestId('ip-rule-card')).toHaveLength(2);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });

  it('Export writes the shown columns: a hidden one is left out', async () => {
    show('admin');
    await screen.findAllByTestId('ip-rule-row');
    await hideColumn('Remark');
    expect(await exportCsvHeader()).toEqual([
      'Address or range',
      'Applies to',
      'Account or role',
      'Changed by',
      'Changed at',
    ]);
  });
});
