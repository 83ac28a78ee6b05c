import type { Role } from '../../contract/index.ts';
import { allows } from './expand.ts';
import { menuGroups, type MenuGroupDecl } from './groups.ts';
import type { AppRoute } from './types.ts';

export interface MenuItem {
  kind: 'item';
  route: AppRoute;
}
export interface MenuGroup {
  kind: 'group';
  group: MenuGroupDecl;
  children: MenuNode[];
}
export type MenuNode = MenuItem | MenuGroup;

/** Supplier menu switches (product 2.9, 6): a failed fetch or null counts as true. */
export interface MenuFlags {
  smsRecords: boolean;
  webMessages: boolean;
  /** The user is a supplier agent (routes with `guard: 'agent'`); unknown counts as not. */
  agent?: boolean;
}

/** A route the role may open but whose switch (or the agent guard) takes off this user's menu. */
export const hiddenByFlag = (route: AppRoute, role: Role, flags: MenuFlags) =>
  (route.guard === 'agent' && flags.agent !== true) ||
  (role === 'supplier' &&
    ((route.name === 'bankStatements' && !flags.smsRecords) ||
      ((route.name === 'webMessages' || route.name === 'weChatRecords') && !flags.webMessages)));

/** One entry per screen family: the first variant the role may open (default first). */
export function visibleRoutes(
  routes: readonly AppRoute[],
  role: Role,
  flags: MenuFlags = { smsRecords: true, webMessages: true },
): AppRoute[] {
  const seen = new Set<string>();
  const out: AppRoute[] = [];
  for (const route of routes) {
    if (route.hidden || !allows(route, role) || hiddenByFlag(route, role, flags)) continue;
    // Team pages (supplierProxy) are listed next to the supplier's own, so both variants stay.
    const key = route.variant === 'supplierProxy' ? `${route.name}:team` : route.name;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(route);
  }
  return out;
}

/** The side menu of a role: ungrouped items first (home), then the groups that have entries. */
export function buildMenu(table: readonly AppRoute[], role: Role, flags?: MenuFlags): MenuNode[] {
  const routes = visibleRoutes(table, role, flags);
  const itemsOf = (id: string): MenuItem[] =>
    routes.filter((r) => r.group === id).map((route) => ({ kind: 'item', route }));
  const groupNode = (group: MenuGroupDecl): MenuGroup | null => {
    const subGroups = menuGroups
      .filter((g) => g.parent === group.id)
      .map(groupNode)
      .filter((g): g is MenuGroup => g !== null);
    const children: MenuNode[] = [...itemsOf(group.id), ...subGroups];
    return children.length ? { kind: 'group', group, children } : null;
  };
  const top: MenuNode[] = routes.filter((r) => !r.group).map((route) => ({ kind: 'item', route }));
  for (const group of menuGroups.filter((g) => !g.parent)) {
    const node = groupNode(group);
    if (node) top.push(node);
  }
  return top;
}

/** Breadcrumb: the route's group path then its title. */
export function breadcrumbOf(route: AppRoute): MenuGroupDecl[] {
  const group = menuGroups.find((g) => g.id === route.group);
  if (!group) return [];
  const parent = menuGroups.find((g) => g.id === group.parent);
  return parent ? [parent, group] : [group];
}
