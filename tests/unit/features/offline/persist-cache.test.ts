import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { clear, del, entries, keys } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPersistable, startPersistence, type Persistence } from '../../../../src/features/offline/persist-cache.ts';
import { idbKeys, readOwner } from '../../../../src/lib/offline/storage-keys.ts';
import { installBrowserGlobals } from '../../support/browser-globals.ts';

/** Every key of one user's saved queries. */
const savedKeys = async (userId: number) => (await keys()).filter((k) => String(k).startsWith(idbKeys.cache(userId)));
/** Everything IndexedDB holds, as text. */
const storedText = async () => JSON.stringify(await entries());

const user = (id: number) => ({
  user_id: id,
  name: `u${id}`,
  access: ['supplier'],
  googleSecret: 'JBSWY3DPEHPK3PXP',
  account: `acct${id}`,
});
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
  client.setQueryData(['profile', 'detail'], {
    merchantKey: 'very-secret',
    account: 'acct',
    payPassword: { enabled: true, set: false, password: 'pp-secret' },
  });
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

  it('secrets never reach IndexedDB: a secret-named field of the profile blanked, no other settings, and the Google secret blanked', async () => {
    await fillAndSave(7);
    const stored = await storedText();
    expect(stored).not.toContain('very-secret');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('GoogleSecretSeed');
    // The personal center is read offline too (decision 069); what it saves has no secret in it.
    expect(stored).toContain('acct');
    // A secret-named object keeps its facts; only a secret value inside it goes.
    expect(stored).toContain('"payPassword":{"enabled":true,"set":false,"password":""}');
    expect(stored).not.toContain('pp-secret');
    expect(isPersistable(['sessions', 'list'])).toBe(false);
    expect(isPersistable(['payouts', 'list', {}])).toBe(true);
    expect(isPersistable(['fundRecords', 'list', {}])).toBe(true);
    expect(isPersistable(['profile', 'boundUsers'])).toBe(false);
    expect(isPersistable(['fundHolders'])).toBe(false);
    // Every list page is read offline (decision 069), but not what sits beside a list.
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

  it('a cache from another build is not restored, and is deleted', async () => {
    await fillAndSave(7, { buster: 'build-1' });
    const fresh = new QueryClient();
    await start(fresh, { buster: 'build-2' }).restored;
    expect(fresh.getQueryData(['orders', 'list', { pageSize: 20 }])).toBeUndefined();
    expect(await savedKeys(7)).toEqual([]);
  });

  it('drops a cache older than the maximum age', async () => {
    await fillAndSave(7);
    const fresh = new QueryClient();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    await start(fresh, { maxAge: 24 * 60 * 60 * 1000 }).restored;
    expect(fresh.getQueryData(['orders', 'list', { pageSize: 20 }])).toBeUndefined();
    expect(await savedKeys(7)).toEqual([]);
  });

  it("keys the cache per user: the next user on the phone neither sees nor leaves the previous user's data", async () => {
    await fillAndSave(7);
    expect((await savedKeys(7)).length).toBeGreaterThan(0);

    // User 8 signs in on the same phone: its first save deletes user 7's data.
    const client = new QueryClient();
    const p = start(client);
    await p.restored;
    client.clear();
    client.setQueryData(['auth', 'user'], user(8));
    client.setQueryData(['orders', 'list', {}], { pages: [[{ orderCode: 'P800' }]], pageParams: [1] });
    await p.flush();
    expect(readOwner()).toBe(8);
    expect(await savedKeys(7)).toEqual([]);
    expect(await savedKeys(8)).toContain(idbKeys.cachePage(8, JSON.stringify(['orders', 'list', {}]), 0));
    expect(await storedText()).toContain('P800');
    expect(await storedText()).not.toContain('P100');
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

/** The keys IndexedDB was asked to write while `act` ran (every idb-keyval write is a put). */
async function putsDuring(act: () => Promise<void>): Promise<string[]> {
  const put = vi.spyOn(IDBObjectStore.prototype, 'put');
  try {
    await act();
    return put.mock.calls.map((call) => String(call[1]));
  } finally {
    put.mockRestore();
  }
}

const listKey = ['orders', 'list', {}];
const listHash = JSON.stringify(listKey);
const page = (n: number) => ({
  list: Array.from({ length: 100 }, (_, i) => ({ orderCode: `P${n}-${i}` })),
  nextCursor: `c${n}`,
});
const pages = (n: number) => ({
  pages: Array.from({ length: n }, (_, i) => page(i)),
  pageParams: Array.from({ length: n }, (_, i) => (i === 0 ? null : `c${i - 1}`)),
});

describe('each query saved on its own (decision 082)', () => {
  async function signedIn() {
    const client = new QueryClient();
    const p = start(client);
    await p.restored;
    client.setQueryData(['auth', 'user'], user(7));
    client.setQueryData(['statistics', 'orders', {}], { rows: [1] });
    client.setQueryData(listKey, pages(100));
    await p.flush();
    return { client, p };
  }

  it('loading a new page of the order list writes that page only, with the small record of page params', async () => {
    const { client, p } = await signedIn();
    const grown = client.getQueryData<ReturnType<typeof pages>>(listKey)!;
    const written = await putsDuring(async () => {
      client.setQueryData(listKey, { pages: [...grown.pages, page(100)], pageParams: [...grown.pageParams, 'c99'] });
      await p.flush();
    });
    expect(written.sort()).toEqual([idbKeys.cachePage(7, listHash, 100), idbKeys.cacheQuery(7, listHash)].sort());
  });

  it('a query of another kind is not written when the order list grows', async () => {
    const { client, p } = await signedIn();
    const written = await putsDuring(async () => {
      client.setQueryData(listKey, pages(101));
      await p.flush();
    });
    expect(written.filter((k) => !k.endsWith(listHash))).toEqual([]);
  });

  it('restores a list of 101 pages from its pages as an infinite query, and writes nothing it restored', async () => {
    const saved = await signedIn().then(async ({ client, p }) => {
      client.removeQueries({ queryKey: listKey });
      const data = await client.fetchInfiniteQuery({
        queryKey: listKey,
        queryFn: ({ pageParam }) => page(pageParam),
        initialPageParam: 0,
        getNextPageParam: (_l, all) => all.length,
        pages: 101,
      });
      await p.flush();
      p.stop();
      return data;
    });
    const fresh = new QueryClient();
    const written = await putsDuring(async () => {
      const p = start(fresh);
      await p.restored;
      await p.flush();
    });
    expect(written).toEqual([]);
    expect(fresh.getQueryData(listKey)).toEqual(saved);
    expect(saved.pages.length).toBe(101);
    expect(fresh.getQueryCache().get(listHash)?.queryType).toBe('infinite');
  });

  it('deletes a removed query, and the pages past the end when a refetch brings fewer', async () => {
    const { client, p } = await signedIn();
    client.setQueryData(listKey, pages(3));
    await p.flush();
    expect((await savedKeys(7)).filter((k) => String(k).endsWith(listHash)).length).toBe(4);
    client.removeQueries({ queryKey: listKey });
    await p.flush();
    expect((await savedKeys(7)).filter((k) => String(k).endsWith(listHash))).toEqual([]);
    expect(await savedKeys(7)).toContain(idbKeys.cacheQuery(7, JSON.stringify(['statistics', 'orders', {}])));
  });

  it('drops a saved list whose page is missing instead of showing part of it', async () => {
    const { p } = await signedIn();
    p.stop();
    await del(idbKeys.cachePage(7, listHash, 40));
    const fresh = new QueryClient();
    await start(fresh).restored;
    expect(fresh.getQueryData(listKey)).toBeUndefined();
    expect(fresh.getQueryData(['statistics', 'orders', {}])).toEqual({ rows: [1] });
    expect((await savedKeys(7)).filter((k) => String(k).endsWith(listHash))).toEqual([]);
  });

  it('signing out deletes every saved query of the user', async () => {
    const { p } = await signedIn();
    expect((await savedKeys(7)).length).toBe(103);
    session = false;
    await p.clearUser(7);
    expect(await keys()).toEqual([]);
  });
});
