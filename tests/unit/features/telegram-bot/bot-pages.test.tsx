// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  telegramBotCalls as c,
  userCalls,
  type BotGroupRow,
  type BotInfo,
  type BotUserRow,
} from '../../../../src/contract/index.ts';
import { BotInfoPage } from '../../../../src/features/telegram-bot/components/bot-info-page.tsx';
import { BotWhitelistPage } from '../../../../src/features/telegram-bot/components/whitelist-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { ok, recordCalls, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';
import type { Role } from '../../../../src/contract/index.ts';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(cleanup);

const info: BotInfo = {
  tokenSet: true,
  mode: 'polling',
  state: 'error',
  since: '2026-11-24T10:00:00.000Z',
  instance: 'app-1#42#abc123',
  botName: 'Pay Desk',
  botUsername: 'pay_desk_bot',
  lastError: 'Call to getMe failed (401: Unauthorized)',
  lastErrorAt: '2026-11-24T10:00:00.000Z',
};
const group = (over: Partial<BotGroupRow>): BotGroupRow => ({
  chatId: -1001,
  title: 'Merchant One desk',
  userId: null,
  userName: '',
  userAccount: '',
  userRole: null,
  whitelisted: false,
  language: 'zh-CN',
  boundBy: '',
  joinTime: '2026-11-24T09:00:00.000Z',
  leftTime: null,
  updateTime: '2026-11-24T09:00:00.000Z',
  ...over,
});
const users: BotUserRow[] = [
  {
    id: 1,
    tgUserId: 5002,
    name: 'Sam',
    remark: 'night shift',
    staffUserId: 2,
    staffAccount: 'admin0001',
    createdBy: 'superadmin',
    createTime: '2026-11-24T09:00:00.000Z',
    updateTime: '2026-11-24T09:00:00.000Z',
  },
];

function show(path: string, role: Role, groups: BotGroupRow[]) {
  server.use(
    signedInAs(role, 1),
    http.get(`*${c.info.path}`, () => ok(info as never)),
    http.get(`*${c.groups.path}`, () => ok(groups as never)),
    http.get(`*${c.users.path}`, () => ok(users as never)),
    http.get(`*${userCalls.getUserOptions.path}`, ({ request }) =>
      ok(
        (new URL(request.url).searchParams.get('role') === 'merchant'
          ? [{ value: 7, label: 'Merchant One', account: 'merchant01' }]
          : []) as never,
      ),
    ),
  );
  const route = findRoute(appRoutes, path)!;
  const Page = route.name === 'botInfo' ? BotInfoPage : BotWhitelistPage;
  return renderPage(<Page route={route} />, path);
}

describe('bot settings page', () => {
  it("shows the bot's name, its state and last error, and binds a group to a merchant picked by name", async () => {
    const calls = recordCalls();
    server.use(http.post(`*${c.bindGroup.path}`, () => ok(group({ userId: 7 }) as never)));
    show('/systemManager/botInfo', 'admin', [group({})]);
    expect((await screen.findByTestId('bot-name')).textContent).toBe('Pay Desk');
    expect(screen.getByTestId('bot-state').textContent).toBe('Error');
    expect(screen.getByTestId('bot-status').textContent).toContain('401: Unauthorized');
    // admin binds groups; only superAdmin sets the token.
    expect(screen.queryByRole('button', { name: 'Set token' })).toBeNull();

    const card = await screen.findByTestId('bot-group');
    expect(card.textContent).toContain('Not bound');
    fireEvent.click(within(card).getByRole('button', { name: 'Bind' }));
    const form = await screen.findByRole('form', { name: 'Bind' });
    fireEvent.change(within(form).getByRole('searchbox'), { target: { value: 'one' } });
    fireEvent.click(await within(form).findByRole('button', { name: /Merchant One/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Bind' }));
    await waitFor(() =>
      expect(calls.find((x) => x.path === c.bindGroup.path)?.body).toEqual({ chatId: -1001, userId: 7 }),
    );
  });

  it('lets superAdmin set the token', async () => {
    show('/systemManager/botInfo', 'superAdmin', []);
    expect(await screen.findByRole('button', { name: 'Set token' })).toBeTruthy();
    expect(screen.getByText(/no group yet/)).toBeTruthy();
  });

  it('shows the customerService variant without any button', async () => {
    show('/systemManager/botInfo/customerService', 'customerService', [
      group({
        userId: 7,
        userName: 'Merchant One',
        userAccount: 'merchant01',
        userRole: 'merchant',
        whitelisted: true,
      }),
    ]);
    const card = await screen.findByTestId('bot-group');
    expect(card.textContent).toContain('Merchant One (merchant01, Merchant)');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('Telegram whitelist page', () => {
  it('allows a group with one tap', async () => {
    const calls = recordCalls();
    server.use(http.post(`*${c.setGroupWhitelisted.path}`, () => ok(group({ whitelisted: true }) as never)));
    show('/systemManager/tgWhiteList', 'superAdmin', [group({})]);
    const card = await screen.findByTestId('whitelist-group');
    expect(card.textContent).toContain('Not allowed');
    fireEvent.click(within(card).getByRole('button', { name: 'Allow' }));
    await waitFor(() =>
      expect(calls.find((x) => x.path === c.setGroupWhitelisted.path)?.body).toEqual({
        chatId: -1001,
        whitelisted: true,
      }),
    );
    expect((await screen.findByTestId('whitelist-user')).textContent).toContain('admin0001');
  });

  it('shows the readonly variant without any button', async () => {
    show('/systemManager/tgWhiteList/readonly', 'technicalMaintenance', [group({ whitelisted: true })]);
    expect((await screen.findByTestId('whitelist-group')).textContent).toContain('Allowed');
    await screen.findByTestId('whitelist-user');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
