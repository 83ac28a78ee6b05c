import { homePath, openTab } from './tabs-model.ts';

/**
 * Opened tabs are stored per user (product 2.9), so two people sharing a browser do not see each
 * other's pages, and an account switch starts from that account's own tabs.
 */
export const tabsStorageKey = (userId: number) => `layout.tabs.${userId}`;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or nothing when the browser blocks it (tabs then last for the page only). */
export function browserStore(): Store | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function saveTabs(store: Store | undefined, userId: number, tabs: readonly string[]): void {
  try {
    store?.setItem(tabsStorageKey(userId), JSON.stringify(tabs));
  } catch {
    // Quota or privacy mode: losing the tab list is harmless.
  }
}

/**
 * The stored tabs of a user, keeping only paths that `canOpen` accepts: a route may have been
 * removed, or the user's role changed, since they were saved. Home is always there.
 */
export function restoreTabs(store: Store | undefined, userId: number, canOpen: (path: string) => boolean): string[] {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(store?.getItem(tabsStorageKey(userId)) ?? 'null');
  } catch {
    parsed = null;
  }
  const paths = Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string' && canOpen(p)) : [];
  return paths.reduce<string[]>((tabs, p) => openTab(tabs, p), [homePath]);
}

export function clearTabs(store: Store | undefined, userId: number): void {
  try {
    store?.removeItem(tabsStorageKey(userId));
  } catch {
    // Nothing stored when storage is blocked.
  }
}
