import { describe, expect, it } from 'vitest';
import { clearTabs, restoreTabs, saveTabs, tabsStorageKey } from '../../../../src/app/layout/tabs-storage.ts';
import { MemoryStorage } from '../../support/browser-globals.ts';

const any = () => true;

describe('stored tabs', () => {
  it('are saved per user and restored in order, home first', () => {
    const store = new MemoryStorage();
    saveTabs(store, 1, ['/home', '/merchants/list', '/payoutBatch/list']);
    saveTabs(store, 2, ['/home', '/order/list/merchant']);
    expect(tabsStorageKey(1)).toContain('1');
    expect(restoreTabs(store, 1, any)).toEqual(['/home', '/merchants/list', '/payoutBatch/list']);
    expect(restoreTabs(store, 2, any)).toEqual(['/home', '/order/list/merchant']);
  });

  it('drop paths the user may no longer open, duplicates and junk', () => {
    const store = new MemoryStorage();
    store.setItem(tabsStorageKey(1), JSON.stringify(['/merchants/list', 42, '/gone', '/merchants/list', '/home']));
    expect(restoreTabs(store, 1, (p) => p !== '/gone')).toEqual(['/home', '/merchants/list']);
  });

  it('start from home when nothing (or something unreadable) is stored', () => {
    const store = new MemoryStorage();
    expect(restoreTabs(store, 1, any)).toEqual(['/home']);
    store.setItem(tabsStorageKey(1), '{not json');
    expect(restoreTabs(store, 1, any)).toEqual(['/home']);
    expect(restoreTabs(undefined, 1, any)).toEqual(['/home']);
  });

  it('are forgotten on sign-out', () => {
    const store = new MemoryStorage();
    saveTabs(store, 1, ['/home', '/merchants/list']);
    clearTabs(store, 1);
    expect(store.getItem(tabsStorageKey(1))).toBeNull();
  });
});
