/**
 * The opened pages (tabs) as a list of paths, home first. Pure functions, so the rules of product 2.9
 * (home never closes, close others, close all, which tab becomes active) are tested without a DOM.
 */
export const homePath = '/home';

export type Tabs = readonly string[];

export const canClose = (path: string) => path !== homePath;

/** Home always leads; the other tabs keep their order and appear once. */
function normalize(tabs: Tabs): string[] {
  return [homePath, ...new Set(tabs.filter(canClose))];
}

/** Opens a page: appended at the end; opening an opened page changes nothing. */
export function openTab(tabs: Tabs, path: string): string[] {
  if (tabs[0] === homePath && tabs.includes(path)) return tabs as string[];
  return normalize([...tabs, path]);
}

/** The tab to show when `path` closes: the one after it, or the one before when it was last. */
export function neighbourOf(tabs: Tabs, path: string): string {
  const i = tabs.indexOf(path);
  if (i < 0) return homePath;
  return tabs[i + 1] ?? tabs[i - 1] ?? homePath;
}

export interface TabsChange {
  tabs: string[];
  /** The path to show afterwards (unchanged when the closed tab was not the active one). */
  active: string;
}

/** Closes one tab; closing the active one activates its neighbour. Home cannot close. */
export function closeTab(tabs: Tabs, path: string, active: string): TabsChange {
  if (!canClose(path) || !tabs.includes(path)) return { tabs: normalize(tabs), active };
  return {
    tabs: normalize(tabs.filter((t) => t !== path)),
    active: path === active ? neighbourOf(tabs, path) : active,
  };
}

/** Keeps home and `keep`, which becomes active. */
export function closeOthers(tabs: Tabs, keep: string): TabsChange {
  return { tabs: normalize(tabs.filter((t) => t === keep)), active: tabs.includes(keep) ? keep : homePath };
}

/** Keeps home only, and shows it. */
export function closeAll(): TabsChange {
  return { tabs: [homePath], active: homePath };
}

/** The tabs a bulk close would remove (to ask first when one of them wants confirmation). */
export function removedBy(before: Tabs, after: Tabs): string[] {
  return before.filter((t) => !after.includes(t));
}
