// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { monitorScriptCalls, type MonitorScriptRow, type Role } from '../../../../src/contract/index.ts';
import { MonitorScriptsPage } from '../../../../src/features/monitor-scripts/components/monitor-scripts-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { ok, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(cleanup);

const row = (over: Partial<MonitorScriptRow>): MonitorScriptRow => ({
  id: 1,
  bankName: 'HDFC Bank',
  version: '2.5.0',
  checksum: 'a'.repeat(64),
  size: 120,
  rolledOut: true,
  rolledOutTime: '2026-11-25T03:00:00.000Z',
  current: true,
  deviceCount: 3,
  note: 'SMS reader',
  createdBy: 'superadmin',
  createTime: '2026-11-25T03:00:00.000Z',
  updatedBy: 'superadmin',
  updateTime: '2026-11-25T03:00:00.000Z',
  ...over,
});

function show(path: string, role: Role) {
  server.use(
    signedInAs(role, 1),
    http.get(`*${monitorScriptCalls.list.path}`, () =>
      ok({
        list: [
          row({}),
          row({
            id: 2,
            version: '2.6.0-beta',
            rolledOut: false,
            rolledOutTime: null,
            current: false,
            deviceCount: 0,
            note: '',
          }),
        ],
        total: 2,
        pageIndex: 1,
        pageNum: 100,
      }),
    ),
  );
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error(`no route ${path}`);
  renderPage(<MonitorScriptsPage route={route} />, route.path);
}

describe('monitoring scripts page', () => {
  it('shows each version with its rollout state, the one devices get, its checksum and device count; superAdmin may upload', async () => {
    show('/setting/monitorScriptInfo', 'superAdmin');
    const cards = await screen.findAllByTestId('monitor-script-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('monitor-script-current')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('monitor-script-devices').textContent).toBe('3');
    expect(cards[0]!.textContent).toContain('a'.repeat(64));
    expect(within(cards[1]!).getByTestId('monitor-script-rollout').textContent).toBe('Not rolled out');
    expect(within(cards[1]!).queryByTestId('monitor-script-current')).toBeNull();
    expect(screen.getByTestId('monitor-script-new')).toBeTruthy();
  });

  it('offers no upload on the readonly variant', async () => {
    show('/setting/monitorScriptInfo/readonly', 'technicalMaintenance');
    expect(await screen.findAllByTestId('monitor-script-card')).toHaveLength(2);
    expect(screen.queryByTestId('monitor-script-new')).toBeNull();
  });
});
