// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  settingKeys,
  systemConfigCalls,
  systemSettings,
  type SettingOverviewRow,
} from '../../../../src/contract/index.ts';
import { SystemConfigPage } from '../../../../src/features/system-config/components/system-config-page.tsx';
import { translateMessageId } from '../../../../src/lib/i18n/server-messages.ts';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { ok, recordCalls, renderPage, server, useApiServer, userOf } from '../../support/render-page.tsx';
import { authKeys } from '../../../../src/lib/user/keys.ts';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(cleanup);

const rows: SettingOverviewRow[] = settingKeys.map(
  (key) =>
    ({
      key,
      value: systemSettings[key].secret ? { configured: true, last4: 'wxyz' } : systemSettings[key].default,
      lastChange:
        key === 'OrderTimeoutMinutes'
          ? { account: 'superadmin', name: 'Super Admin', at: '2026-11-24T10:00:00.000Z' }
          : null,
    }) as SettingOverviewRow,
);

function show(path: string) {
  server.use(http.get(`*${systemConfigCalls.getOverview.path}`, () => ok(rows as never)));
  const route = findRoute(appRoutes, path)!;
  return renderPage(<SystemConfigPage route={route} />, path);
}

describe('global configuration page', () => {
  it('filters the rows by what is typed in the search box', async () => {
    show('/systemConfig');
    await screen.findByTestId('setting-EnableService');
    expect(screen.getAllByRole('article')).toHaveLength(settingKeys.length);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'enableservice' } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByTestId('setting-EnableService')).toBeTruthy();
    // By the sentence too, not only the key.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'heartbeat' } });
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.dataset.testid)).toEqual(['setting-MonitorLiveTime']),
    );
  });

  it('shows the field message for a bad number and does not call the server', async () => {
    const calls = recordCalls();
    show('/systemConfig');
    const row = await screen.findByTestId('setting-MessageDelay');
    fireEvent.change(within(row).getByRole('textbox'), { target: { value: '-5' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect((await within(row).findByRole('alert')).textContent).toBe(
      translateMessageId('validation.integer.nonNegative'),
    );
    expect(calls.filter((c) => c.method === 'POST' && c.path.includes('setMessageDelay'))).toEqual([]);
  });

  it('saves a valid number with the set call of its key', async () => {
    const calls = recordCalls();
    server.use(http.post('*/v1.0/system-config/setOrderTimeoutMinutes', () => ok(null)));
    show('/systemConfig');
    const row = await screen.findByTestId('setting-OrderTimeoutMinutes');
    expect(within(row).getByText(/Changed by Super Admin/)).toBeTruthy();
    fireEvent.change(within(row).getByRole('textbox'), { target: { value: '25' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/setOrderTimeoutMinutes'))?.body).toEqual({ value: 25 }),
    );
  });

  it('shows the read-only variant without editors, and secrets only as set', async () => {
    show('/systemConfig/readonly');
    const row = await screen.findByTestId('setting-BotToken');
    expect(within(row).getByTestId('setting-value').textContent).toBe('Set (…wxyz)');
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('button', { name: 'Save' })).toEqual([]);
  });

  it('asks before switching off Service on, naming the consequence, and saves only when confirmed', async () => {
    const calls = recordCalls();
    server.use(http.post('*/v1.0/system-config/setEnableService', () => ok(null)));
    show('/systemConfig');
    const row = await screen.findByTestId('setting-EnableService');
    fireEvent.click(within(row).getByRole('switch'));
    expect((await screen.findByTestId('switch-consequence')).textContent).toMatch(/refused new collection and payout/);
    expect(screen.queryByLabelText('Google code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('switch-consequence')).toBeNull());
    expect(calls.filter((c) => c.path.endsWith('/setEnableService'))).toEqual([]);

    fireEvent.click(within(row).getByRole('switch'));
    await screen.findByTestId('switch-consequence');
    fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/setEnableService'))?.body).toEqual({ enable: false }),
    );
  });

  it('asks for the Google code to switch a money setting while the balance toggle is on', async () => {
    const calls = recordCalls();
    server.use(http.post('*/v1.0/system-config/setPayoutOrderOccupyBalanceOnCreate', () => ok(null)));
    show('/systemConfig');
    const row = await screen.findByTestId('setting-PayoutOrderOccupyBalanceOnCreate');
    fireEvent.click(within(row).getByRole('switch'));
    expect((await screen.findByTestId('switch-consequence')).textContent).toMatch(/beyond its balance/);
    fireEvent.change(screen.getByLabelText('Google code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/setPayoutOrderOccupyBalanceOnCreate'))?.body).toEqual({
        enable: false,
        googleCode: '123456',
      }),
    );
  });

  it('saves an ordinary switch at once', async () => {
    const calls = recordCalls();
    server.use(http.post('*/v1.0/system-config/setShowLogo', () => ok(null)));
    show('/systemConfig');
    const row = await screen.findByTestId('setting-ShowLogo');
    fireEvent.click(within(row).getByRole('switch'));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/setShowLogo'))?.body).toEqual({ enable: false }));
    expect(screen.queryByTestId('switch-consequence')).toBeNull();
  });

  it('refreshes the user info after the system name is saved, so the header shows the new name at once', async () => {
    server.use(http.post('*/v1.0/system-config/setSysFlag', () => ok(null)));
    const { queryClient } = show('/systemConfig');
    queryClient.setQueryData(authKeys.user(), userOf('superAdmin', 1));
    const row = await screen.findByTestId('setting-SysFlag');
    fireEvent.change(within(row).getByRole('textbox'), { target: { value: 'Acme Pay' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(queryClient.getQueryState(authKeys.user())?.isInvalidated).toBe(true));
  });
});
