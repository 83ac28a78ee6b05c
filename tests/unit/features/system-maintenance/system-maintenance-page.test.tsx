// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MonitorState,
  systemConfigCalls,
  type MaintenanceChange,
  type MaintenanceReport,
} from '../../../../src/contract/index.ts';
import { SystemMaintenancePage } from '../../../../src/features/system-maintenance/components/system-maintenance-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { ok, recordCalls, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(cleanup);

const reserved: MaintenanceChange = {
  resourceId: null,
  accountName: '',
  accountNumber: '',
  supplierId: 7,
  supplierAccount: 'supplier07',
  orderCode: null,
  field: 'reserved',
  before: 150_000,
  after: 100_000,
};
const silent: MaintenanceChange = {
  resourceId: 31,
  accountName: 'Ravi Kumar',
  accountNumber: '6200001234',
  supplierId: 7,
  supplierAccount: 'supplier07',
  orderCode: null,
  field: 'monitorState',
  before: MonitorState.running,
  after: MonitorState.offline,
};
const report = (
  action: MaintenanceReport['action'],
  applied: boolean,
  changes: MaintenanceChange[],
): MaintenanceReport => ({ action, applied, changes });

function show(path: string, role: 'superAdmin' | 'technicalMaintenance') {
  server.use(
    signedInAs(role, 1),
    http.get(`*${systemConfigCalls.previewFixSystemResources.path}`, () =>
      ok(report('fixSystemResources', false, [reserved])),
    ),
    http.get(`*${systemConfigCalls.previewResetSystemResourcePool.path}`, () =>
      ok(report('resetSystemResourcePool', false, [])),
    ),
    http.post(`*${systemConfigCalls.fixSystemResources.path}`, () =>
      ok(report('fixSystemResources', true, [reserved, silent])),
    ),
  );
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error(`no route ${path}`);
  return renderPage(<SystemMaintenancePage route={route} />, route.path);
}

describe('system maintenance page', () => {
  it('shows the dry run, applies it with the Google code and lists what the apply changed', async () => {
    const calls = recordCalls();
    show('/systemConfig-admin', 'superAdmin');
    const card = await screen.findByTestId('maintenance-fixSystemResources');
    expect(calls.some((c) => c.path.endsWith('/previewFixSystemResources'))).toBe(false);
    fireEvent.click(within(card).getByTestId('fixSystemResources-check'));
    const dry = await within(card).findByTestId('fixSystemResources-dry-run');
    expect(dry.textContent).toContain('supplier07');
    expect(dry.textContent).toContain('Reserved balance');
    expect(dry.textContent).toContain('1,500.00 → 1,000.00');

    fireEvent.click(within(card).getByTestId('fixSystemResources-apply'));
    const codeInput = await screen.findByLabelText('Google code');
    fireEvent.change(codeInput, { target: { value: '123456' } });
    fireEvent.click(within(codeInput.closest('form')!).getByRole('button', { name: 'Apply fix' }));
    const result = await within(card).findByTestId('fixSystemResources-result');
    expect(within(result).getAllByTestId('maintenance-change')).toHaveLength(2);
    expect(result.textContent).toContain('Ravi Kumar · 6200001234');
    expect(result.textContent).toContain('Running → Offline');
    const apply = calls.find((c) => c.method === 'POST' && c.path.endsWith('/fixSystemResources'));
    expect(apply?.body).toEqual({ googleCode: '123456' });
  });

  it('says nothing to fix when the dry run is empty, and offers no apply', async () => {
    show('/systemConfig-admin', 'superAdmin');
    const card = await screen.findByTestId('maintenance-resetSystemResourcePool');
    fireEvent.click(within(card).getByTestId('resetSystemResourcePool-check'));
    expect((await within(card).findByTestId('resetSystemResourcePool-dry-run-nothing')).textContent).toBe(
      'Nothing to fix',
    );
    expect(within(card).queryByTestId('resetSystemResourcePool-apply')).toBeNull();
  });

  it('lets technicalMaintenance check on the read-only page, with no apply', async () => {
    show('/systemConfig-admin/readonly', 'technicalMaintenance');
    const card = await screen.findByTestId('maintenance-fixSystemResources');
    fireEvent.click(within(card).getByTestId('fixSystemResources-check'));
    expect((await within(card).findByTestId('fixSystemResources-dry-run')).textContent).toContain('supplier07');
    expect(within(card).queryByTestId('fixSystemResources-apply')).toBeNull();
  });
});
