// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dynamicPayRecordCalls,
  listViewCalls,
  payScriptCalls,
  type DynamicPayRecordRow,
  type PayScriptProductRow,
  type PayScriptRunResult,
  type PayScriptVersionRow,
} from '../../../../src/contract/index.ts';
import { PayScriptsPage } from '../../../../src/features/dynamic-pay/components/pay-scripts-page.tsx';
import { DynamicPayRecordsPage } from '../../../../src/features/dynamic-pay/components/records-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
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
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = '2026-11-20T10:00:00.000Z';
const product: PayScriptProductRow = {
  productId: 1034,
  productName: 'Card-to-Card Float',
  currency: 'INR',
  resourceType: 'internationalCardToCard',
  enabled: true,
  active: { id: 2, version: 2, author: 'superadmin', createTime: at },
  latest: { id: 2, version: 2, author: 'superadmin', createTime: at },
  versionCount: 2,
};
const version = (n: number, active: boolean): PayScriptVersionRow => ({
  id: n,
  version: n,
  author: 'superadmin',
  createTime: at,
  productId: 1034,
  source: `function pay(input) { /* v${n} */ }`,
  note: `note ${n}`,
  active,
});
const records: DynamicPayRecordRow[] = [
  {
    id: 1,
    productId: 1034,
    productName: 'Card-to-Card Float',
    version: 2,
    orderCode: 'C202611200000000001',
    testRun: false,
    ok: true,
    durationMs: 4,
    result: { payee: { name: 'Shop One', account: '5500' }, amount: 150_000, parts: [100_000, 50_000] },
    error: null,
    runBy: '',
    createTime: at,
  },
  {
    id: 2,
    productId: 1034,
    productName: 'Card-to-Card Float',
    version: null,
    orderCode: null,
    testRun: true,
    ok: false,
    durationMs: 501,
    result: null,
    error: 'InternalError: interrupted (time limit 500 ms)',
    runBy: 'superadmin',
    createTime: at,
  },
];

function show(
  path: string,
  role: 'superAdmin' | 'technicalMaintenance' | 'technicalSupport',
  ui: 'scripts' | 'records',
) {
  server.use(
    signedInAs(role, 1),
    // No saved views (decision 127).
    http.get(`*${listViewCalls.list.path}`, () => ok([])),
    http.get(`*${payScriptCalls.list.path}`, () => ok([product])),
    http.get(`*${payScriptCalls.versions.path}`, () => ok([version(2, true), version(1, false)])),
    http.get(`*${payScriptCalls.samples.path}`, () =>
      ok([{ id: 9, orderCode: 'C202611200000000009', mchOrderNo: 'M9', amount: 150_000, createTime: at }]),
    ),
    http.post(`*${payScriptCalls.testRun.path}`, () =>
      ok({
        recordId: 3,
        ok: true,
        durationMs: 7,
        result: { payee: { name: 'Shop One', account: '5500' }, amount: 150_000, note: 'Write the code' },
        error: null,
      } satisfies PayScriptRunResult),
    ),
    http.get(`*${dynamicPayRecordCalls.list.path}`, () => ok(page(records))),
  );
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error(`no route ${path}`);
  return renderPage(
    ui === 'scripts' ? <PayScriptsPage route={route} /> : <DynamicPayRecordsPage route={route} />,
    route.path,
  );
}

describe('pay scripts page', () => {
  it('lets superAdmin test-run the editor text on a recent order and shows what it built with the duration', async () => {
    const calls = recordCalls();
    show('/dynamicPay/payScriptInfo', 'superAdmin', 'scripts');
    const card = await screen.findByTestId('pay-script-card');
    expect(card.textContent).toContain('Script v2');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const sheet = await screen.findByTestId('pay-script-sheet');
    const editor = await within(sheet).findByDisplayValue('function pay(input) { /* v2 */ }');
    fireEvent.change(editor, { target: { value: 'function pay(input) { /* edited */ }' } });
    await within(sheet).findByRole('option', { name: /C202611200000000009/ });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Test run' }));
    const result = await within(sheet).findByTestId('test-run-result');
    expect(result.textContent).toContain('Succeeded in 7 ms');
    expect(result.textContent).toContain('Shop One · 5500');
    expect(result.textContent).toContain('1,500.00');
    const run = calls.find((c) => c.path.endsWith('/payScript/testRun'))!;
    expect(run.body).toEqual({ productId: 1034, source: 'function pay(input) { /* edited */ }', orderId: 9 });
  });

  it('shows the readonly variant the script and its history without editing, test run or activation', async () => {
    const calls = recordCalls();
    show('/dynamicPay/payScriptInfo/readonly', 'technicalMaintenance', 'scripts');
    const card = await screen.findByTestId('pay-script-card');
    fireEvent.click(within(card).getByRole('button', { name: 'View' }));
    const sheet = await screen.findByTestId('pay-script-sheet');
    const editor = await within(sheet).findByDisplayValue('function pay(input) { /* v2 */ }');
    expect(editor.hasAttribute('readonly')).toBe(true);
    expect(await within(sheet).findAllByTestId('pay-script-version')).toHaveLength(2);
    expect(within(sheet).queryByRole('button', { name: 'Save new version' })).toBeNull();
    expect(within(sheet).queryByRole('button', { name: 'Test run' })).toBeNull();
    expect(within(sheet).queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/payScript/samples'))).toBe(false);
  });
});

describe('dynamic pay records page', () => {
  it('lists order runs and test runs as cards on a phone, with their result or error for technical support', async () => {
    // The desk's table is tests/unit/features/dynamic-pay/records-table.test.tsx's.
    vi.stubGlobal('matchMedia', phoneMedia);
    show('/dynamicPay/dynamicPayRecord/readonly', 'technicalSupport', 'records');
    const rows = await screen.findAllByTestId('dynamic-pay-record');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('C202611200000000001');
    expect(rows[0]!.textContent).toContain('Succeeded');
    expect(rows[1]!.textContent).toContain('Test run');
    expect(rows[1]!.textContent).toContain('Unsaved draft');
    expect(rows[1]!.textContent).toContain('InternalError: interrupted');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Details' }));
    const detail = await screen.findByTestId('dynamic-pay-record-detail');
    expect(detail.textContent).toContain('1,000.00 + 500.00');
  });
});
