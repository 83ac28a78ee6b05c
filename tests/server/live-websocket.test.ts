import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, liveCloseSessionExpired, type LiveMessage } from '../../src/contract/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { connectLive, connectLiveAt, settle } from './support/live-client.ts';
import {
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  type TestMerchant,
} from './support/order-fixtures.ts';

const newOrderOf = (code: string) => (m: LiveMessage) =>
  'commandType' in m && m.commandType === 'newOrder' && m.data.orderCode === code;
const isExpired = (m: LiveMessage) => m.code === Code.sessionExpired;

describe.each(backends)('live websocket (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let otherMerchant: TestMerchant;
  let supplier: { id: number; account: string };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20 });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    otherMerchant = await makeMerchant(b, productId);
    supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId);
  });
  afterAll(() => b?.close());

  it('answers a heartbeat with a new key, echoing the request id', async () => {
    const token = await b.sessionFor('admin0001');
    const ws = await connectLive(b.app, token);
    ws.send({ requestId: 0, commandType: 'heartbeat', data: { key: '' }, token });
    const first = await ws.next((m) => 'requestId' in m && m.requestId === 0);
    expect(first.code).toBe(Code.ok);
    const key = (first.data as { key: string }).key;
    expect(key).toMatch(/^[\w-]{8,}$/);
    ws.send({ requestId: 1, commandType: 'heartbeat', data: { key }, token });
    const second = await ws.next((m) => 'requestId' in m && m.requestId === 1);
    expect((second.data as { key: string }).key).not.toBe(key);
    ws.close();
  });

  it('refuses a connection without a valid ticket with 1003 and closes it', async () => {
    const ws = await connectLiveAt(b.app, '/v1.0/ws?ticket=not-a-ticket');
    expect((await ws.next(isExpired)).code).toBe(Code.sessionExpired);
    expect(await ws.closed).toBe(liveCloseSessionExpired);
  });

  it('pushes a new order to staff, its supplier and its merchant, not to another merchant', async () => {
    const admin = await connectLive(b.app, await b.sessionFor('admin0001'));
    const own = await connectLive(b.app, await b.sessionFor(merchant.account));
    const other = await connectLive(b.app, await b.sessionFor(otherMerchant.account));
    const sup = await connectLive(b.app, await b.sessionFor(supplier.account));
    const created = await createOrderFor(b, merchant, productId, 50_000);
    expect(created.code).toBe(Code.ok);
    const code = created.data.orderCode;
    const seen = await admin.next(newOrderOf(code));
    expect(seen.data).toEqual({ orderCode: code, createTime: expect.any(String) as string });
    await own.next(newOrderOf(code));
    await sup.next(newOrderOf(code));
    await settle();
    expect(other.messages.filter(newOrderOf(code))).toEqual([]);
    for (const ws of [admin, own, other, sup]) ws.close();
  });

  it('sends 1003 and closes when the session is forced out', async () => {
    const victim = await b.login('merchant03');
    const ws = await connectLive(b.app, victim);
    const admin = await b.login('superadmin');
    const sessions = await b.call<{ token: string; account: string }[]>(
      'POST',
      '/v1.0/user/getSessions',
      {},
      { token: admin },
    );
    const row = sessions.data.find((s) => s.account === 'merchant03');
    const second = await b.call<{ token: string }>(
      'POST',
      '/v1.0/user/login2',
      { password: 'Demo1234', logInReason: 'force logout' },
      { token: admin },
    );
    const res = await b.call(
      'POST',
      '/v1.0/user/forceLogout',
      { token: row!.token },
      { token: admin, token2: second.data.token },
    );
    expect(res.code).toBe(Code.ok);
    expect((await ws.next(isExpired)).msg).toBeTruthy();
    expect(await ws.closed).toBe(liveCloseSessionExpired);
  });

  it('sends 1003 at the next heartbeat once the session has expired', async () => {
    const token = await b.sessionFor('service001');
    const ws = await connectLive(b.app, token);
    b.clock.advance(25 * 3_600_000);
    ws.send({ requestId: 0, commandType: 'heartbeat', data: { key: '' }, token });
    await ws.next(isExpired);
    expect(await ws.closed).toBe(liveCloseSessionExpired);
  });

  it('tells the super admin how many sockets and polls a user has, and nobody else', async () => {
    const token = await b.sessionFor('admin0002');
    const before = await b.call<{ connections: number; polls: number }>(
      'GET',
      '/v1.0/live/diagnostics',
      { userName: 'admin0002' },
      { token: await b.sessionFor('superadmin') },
    );
    const sockets = [await connectLive(b.app, token), await connectLive(b.app, token)];
    await b.call('GET', '/v1.0/order/getLastOrder', {}, { token });
    const superToken = await b.sessionFor('superadmin');
    const seen = await b.call<{ connections: number; polls: number }>(
      'GET',
      '/v1.0/live/diagnostics',
      { userName: 'admin0002' },
      { token: superToken },
    );
    expect(seen.code).toBe(Code.ok);
    expect(seen.data.connections - before.data.connections).toBe(2);
    expect(seen.data.polls - before.data.polls).toBe(1);
    const refused = await b.call('GET', '/v1.0/live/diagnostics', { userName: 'admin0002' }, { token });
    expect(refused.code).toBe(Code.forbidden);
    for (const ws of sockets) ws.close();
    await settle();
    const after = await b.call<{ connections: number }>(
      'GET',
      '/v1.0/live/diagnostics',
      { userName: 'admin0002' },
      { token: superToken },
    );
    expect(after.data.connections).toBe(before.data.connections);
  });
});
