// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  relayBotCalls as c,
  userCalls,
  type RelayBotInfo,
  type RelayGroupRow,
  type RelayPairRow,
  type RelayRow,
  type Role,
} from '../../../../src/contract/index.ts';
import { RelayBotInfoPage } from '../../../../src/features/telegram-bot/components/relay-info-page.tsx';
import { RelayPairsPage } from '../../../../src/features/telegram-bot/components/relay-pairs-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { ok, recordCalls, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(cleanup);

const info: RelayBotInfo = {
  tokenSet: true,
  mode: 'polling',
  state: 'running',
  since: '2026-11-24T10:00:00.000Z',
  instance: 'app-1#42#abc123',
  botName: 'Proof Relay',
  botUsername: 'proof_relay_bot',
  lastError: '',
  lastErrorAt: null,
  unifiedOn: true,
  picturesOn: false,
};
const group: RelayGroupRow = {
  chatId: -1002,
  title: 'Supplier desk',
  userId: 9,
  userName: 'Supplier One',
  userAccount: 'supplier01',
  userRole: 'supplier',
  whitelisted: true,
  language: 'en-US',
  unifiedQuery: false,
  joinTime: '2026-11-24T09:00:00.000Z',
  leftTime: null,
};
const pair: RelayPairRow = {
  merchantChatId: -1001,
  merchantChatTitle: 'Merchant One proofs',
  merchantId: 7,
  merchantName: 'Merchant One',
  supplierChatId: -1002,
  supplierChatTitle: 'Supplier desk',
  supplierId: 9,
  supplierName: 'Supplier One',
  proofCount: 3,
  replyCount: 2,
  lastTime: '2026-11-24T11:00:00.000Z',
};
const relay: RelayRow = {
  id: 1,
  kind: 'proof',
  sourceChatId: -1001,
  sourceTitle: 'Merchant One proofs',
  targetChatId: -1002,
  targetTitle: 'Supplier desk',
  orderCode: 'P20261124000001',
  merchantName: 'Merchant One',
  supplierName: 'Supplier One',
  createTime: '2026-11-24T11:00:00.000Z',
};

function show(path: string, role: Role) {
  server.use(
    signedInAs(role, 1),
    http.get(`*${c.info.path}`, () => ok(info as never)),
    http.get(`*${c.groups.path}`, () => ok([group] as never)),
    http.get(`*${c.pairs.path}`, ({ request }) =>
      ok((new URL(request.url).searchParams.get('merchantId') === '8' ? [] : [pair]) as never),
    ),
    http.get(`*${c.relays.path}`, () => ok([relay] as never)),
    http.get(`*${userCalls.getUserOptions.path}`, ({ request }) =>
      ok(
        (new URL(request.url).searchParams.get('role') === 'merchant'
          ? [{ value: 8, label: 'Merchant Two', account: 'merchant02' }]
          : []) as never,
      ),
    ),
  );
  const route = findRoute(appRoutes, path)!;
  return renderPage(route.name === 'transferBotInfo' ? <RelayBotInfoPage route={route} /> : <RelayPairsPage />, path);
}

describe('relay bot settings page', () => {
  it("shows the relay bot's name and state and marks a group as the unified supplier query group", async () => {
    const calls = recordCalls();
    server.use(http.post(`*${c.setUnifiedGroup.path}`, () => ok({ ...group, unifiedQuery: true } as never)));
    show('/systemManager/transferBotInfo', 'admin');
    expect((await screen.findByTestId('relay-name')).textContent).toBe('Proof Relay');
    expect(screen.getByTestId('relay-state').textContent).toBe('Running');
    expect(screen.queryByRole('button', { name: 'Set token' })).toBeNull();
    const card = await screen.findByTestId('relay-group');
    expect(card.textContent).toContain('Supplier One (supplier01, Supplier)');
    fireEvent.click(within(card).getByRole('button', { name: 'Make unified query group' }));
    await waitFor(() =>
      expect(calls.find((x) => x.path === c.setUnifiedGroup.path)?.body).toEqual({ chatId: -1002, unified: true }),
    );
  });

  it('shows the customerService variant without any button', async () => {
    show('/systemManager/transferBotInfo/customerService', 'customerService');
    await screen.findByTestId('relay-group');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('bot group pairs page', () => {
  it('lists the pairs with their counts and the recent relays, and filters by merchant', async () => {
    show('/systemManager/tgBotGroup/customerService', 'customerService');
    const card = await screen.findByTestId('relay-pair');
    expect(card.textContent).toContain('Merchant One proofs → Supplier desk');
    expect(card.textContent).toContain('3');
    expect((await screen.findByTestId('relay-row')).textContent).toContain('P20261124000001');
    fireEvent.change(screen.getAllByRole('searchbox')[0]!, { target: { value: 'two' } });
    fireEvent.click(await screen.findByRole('button', { name: /Merchant Two/ }));
    expect(await screen.findByText('No proof has been relayed yet.')).toBeTruthy();
    expect(screen.queryByTestId('relay-pair')).toBeNull();
  });
});
