import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { clear, get, keys } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPersistable, startPersistence, type Persistence } from '../../../../src/features/offline/persist-cache.ts';
import { idbKeys, readOwner } from '../../../../src/lib/offline/storage-keys.ts';
import { installBrowserGlobals } from '../../support/browser-globals.ts';

interface Saved {
  buster: string;
  timestamp: number;
  clientState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

const user = (id: number) => ({ user_id: id, name: `u${id}`, access: ['supplier'], googleSecret: 'JBSWY3DPEHPK3PXP', account: `acct${id}` });
const orders = [{ orderCode: 'P100', amount: 24680 }];

let session = true;
const running: Persistence[] = [];
function start(client: QueryClient, opts: { buster?: string; maxAge?: number } = {}) {
  const p = startPersistence(client, { hasSession: () => session, throttleMs: 5, ...opts });
  running.push(p);
  return p;
}

/** A signed-in user's cache with an allowed list, the menu flag and two things that must stay out. */
async function fillAndSave(userId: number, opts: { buster?: string } = {}) {
  const client = new QueryClient();
  const p = start(client, opts);
  await p.restored;
  client.setQueryData(['auth', 'user'], user(userId));
  client.setQueryData(['orders', 'list', { pageSize: 20 }], { pages: [orders], pageParams: [1] });
  client.setQueryData(['statistics', 'orders', { lastDays: '7' }], { rows: [1, 2] });
  client.setQueryData(['systemConfig', 'detail', 'SupplierSmsRecordEnable'], false);
  client.setQueryData(['profile', 'detail'], { merchantKey: 'very-secret', account: 'acct', payPassword: { enabled: true, set: false, password: 'pp-secret' } });
  client.setQueryData(['systemConfig', 'detail', 'GoogleSecretSeed'], 'nope');
  await p.flush();
  p.stop();
  return client;
}

beforeEach(async () => {
  installBrowserGlobals();
  session = true;
  await clear();
});
afterEach(() => {
  running.splice(0).forEach((p) => p.stop());
  vi.useRealTimers();
});

describe('the persisted query cache', () => {
  it('restores the allowed queries of the signed-in user after a restart', async () => {
    await fillAndSave(7);
    expect(readOwner()).toBe(7);

    const fresh = new QueryClient();
    await start(fresh).restored;
    expect(fresh.getQueryData(['orders', 'list', { pageSize: 20 }])).toEqual({ pages: [orders], pageParams: [1] });
    expect(fresh.getQueryData(['statistics', 'orders', { lastDays: '7' }])).toEqual({ rows: [1, 2] });
    expect(fresh.getQueryData(['systemConfig', 'detail', 'SupplierSmsRecordEnable'])).toBe(false);
    expect(fresh.getQueryData<{ name: string }>(['auth', 'user'])?.name).toBe('u7');
  });

  it('keeps secrets out: a secret-named field of the profile blanked, no other settings, and the Google secret blanked', async () => {
    await fillAndSave(7);
    const saved = await get<Saved>(idbKeys.cache(7));
    const stored = JSON.stringify(saved);
    expect(stored).not.toContain('very-secret');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('GoogleSecretSeed');
    // The personal center is read offline too (issue 19 item 5); what it saves has no secret in it.
    expect(stored).toContain('acct');
    // A secret-named object keeps its facts; only a secret value inside it goes.
    expect(stored).toContain('"payPassword":{"enabled":true,"set":false,"password":""}');
    expect(stored).not.toContain('pp-secret');
    expect(isPersistable(['sessions', 'list'])).toBe(false);
    expect(isPersistable(['payouts', 'list', {}])).toBe(true);
    expect(isPersistable(['fundRecords', 'list', {}])).toBe(true);
    expect(isPersistable(['profile', 'boundUsers'])).toBe(false);
    expect(isPersistable(['fundHolders'])).toBe(false);
    // Every list page is read offline (issue 19 item 5), but not what sits beside a list.
    expect(isPersistable(['accounts', 'merchant', 'list', {}])).toBe(true);
    expect(isPersistable(['accounts', 'options'])).toBe(false);
    expect(isPersistable(['receivingAccounts', 'list', 'opt', {}])).toBe(true);
    expect(isPersistable(['bankStatements', 'list', {}])).toBe(true);
    expect(isPersistable(['payoutBatches', 'list', {}])).toBe(true);
    expect(isPersistable(['payoutBatches', 'candidates', 3])).toBe(false);
    expect(isPersistable(['messages', 'lists'])).toBe(true);
    expect(isPersistable(['securityChain', 'settings'])).toBe(false);
    expect(isPersistable(['entityView', 'rows'])).toBe(false);
    expect(isPersistable(['ipRules', 'list', {}])).toBe(false);
    expect(isPersistable(['balances', 'total'])).toBe(true);
  });

  it('drops a cache saved by another build (buster)', async () => {
    await fillAndSave(7, { buster: 'build-1' });
    const fresh = new QueryClient();
    await start(fresh, { buster: 'build-2' }).restored;
    expect(fresh.getQueryData(['orders', 'list', { pageSize: 20 }])).toBeUndefined();
    expect(await get(idbKeys.cache(7))).toBeUndefined();
  });

  it('drops a cache older than the maximum age', async () => {
    await fillAndSave(7);
    const fresh = new QueryClient();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    await start(fresh, { maxAge: 24 * 60 * 60 * 1000 }).restored;
    expect(fresh.getQueryData(['orders', 'list', { pageSize: 20 }])).toBeUndefined();
    expect(await get(idbKeys.cache(7))).toBeUndefined();
  });

  it("keys the cache per user: the next user on the phone neither sees nor leaves the previous user's data", async () => {
    await fillAndSave(7);
    expect(await get(idbKeys.cache(7))).toBeDefined();

    // User 8 signs in on the same phone: its first save deletes user 7's data.
    const client = new QueryClient();
    const p = start(client);
    await p.restored;
    client.clear();
    client.setQueryData(['auth', 'user'], user(8));
    client.setQueryData(['orders', 'list', {}], { pages: [[{ orderCode: 'P800' }]], pageParams: [1] });
    await p.flush();
    expect(readOwner()).toBe(8);
    expect(await get(idbKeys.cache(7))).toBeUndefined();
    const saved = await get<Saved>(idbKeys.cache(8));
    expect(JSON.stringify(saved)).toContain('P800');
    expect(JSON.stringify(saved)).not.toContain('P100');
  });

  it('keeps persisted kinds of queries in memory as long as the saved cache may be shown', async () => {
    const client = new QueryClient();
    await start(client, { maxAge: 3_600_000 }).restored;
    expect(client.getQueryDefaults(['orders', 'list', {}]).gcTime).toBe(3_600_000);
    expect(client.getQueryDefaults(['profile', 'detail']).gcTime).toBe(3_600_000);
    expect(client.getQueryDefaults(['sessions', 'list']).gcTime).toBeUndefined();
  });

  it('restores nothing without a session and deletes what the last user left', async () => {
    await fillAndSave(7);
    session = false;
    const fresh = new QueryClient();
    await start(fresh).restored;
    expect(fresh.getQueryData(['orders', 'list', { pageSize: 20 }])).toBeUndefined();
    expect(await keys()).toEqual([]);
  });
});
