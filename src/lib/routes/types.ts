import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { Role, UserInfo } from '../../contract/index.ts';

/** Menu sections, in menu order. `system.*` are the sub-groups of System management. */
export type MenuGroupId =
  | 'accounts'
  | 'receiving'
  | 'collection'
  | 'payouts'
  | 'statistics'
  | 'finance'
  | 'logs'
  | 'tools'
  | 'system.dynamicPay'
  | 'system.bots'
  | 'system.settings';

/**
 * A page of the route table, declared in its feature's routes.ts: the modules its chunk starts
 * from (paths under src/features, which the page-calls test follows to check the page's reads
 * against the route's roles) and the lazy import that loads it. Routes that show the same page
 * share one `PageRef`, so the page loads once.
 */
export interface PageRef {
  modules: readonly string[];
  load: () => Promise<PageComponent>;
}

/**
 * Every page takes the route it is mounted on (title, read-only flag of its variant); a page may
 * name the calls it reads first, which its route's loader starts before it renders.
 */
export type PageComponent = ComponentType<{ route: AppRoute }> & { prefetch?: PagePrefetch };

/** What a page's prefetch knows when its route's loader runs: who, which route, which filters, the route table. */
export interface PagePrefetchContext {
  user: UserInfo;
  route: AppRoute;
  search: URLSearchParams;
  routes: readonly AppRoute[];
}

/**
 * Starts the calls a page reads first, from its route's loader, before the page renders (the
 * requests used to leave from the page's effects, after its first render, and their set-up was
 * part of the long task that rendered it). Must ask for exactly the queries the page reads.
 */
export type PagePrefetch = (context: PagePrefetchContext) => void;

/**
 * A derived variant. `customerService` and `readonly` follow product 2's rules; a role variant (the
 * supplier's or merchant's own view) names its path and roles.
 */
export type VariantDecl =
  | 'customerService'
  | 'readonly'
  | {
      key: string;
      path: string;
      access: readonly Role[];
      title?: MessageDescriptor;
      page?: PageRef;
      guard?: RouteGuard;
    };

/**
 * A condition beyond the role, read from the signed-in user's facts: `agent` = a supplier that is a
 * supplier agent (product 2 /supplier-proxy). The menu hides the route and the guard sends others to
 * /401; the server refuses them anyway.
 */
export type RouteGuard = 'agent';

/** One declaration a screen family: the default route and the variants derived from it. */
export interface RouteDecl {
  /** Stable name, also the family key of the menu and the tabs. */
  name: string;
  path: string;
  title: MessageDescriptor;
  /** Roles of the default variant; product 2's default is superAdmin and admin. `'anyUser'` = any signed-in user. */
  access?: readonly Role[] | 'anyUser';
  variants?: readonly VariantDecl[];
  /** Extra roles for a derived variant beyond product 2's rule (docs/decisions/009-one-route-table.md says why). */
  extraVariantRoles?: Partial<Record<'customerService' | 'readonly', readonly Role[]>>;
  group?: MenuGroupId;
  /** Hidden from the menu (still routable). */
  hidden?: boolean;
  /** Kept alive when its tab is not shown; false for pages that must refetch on every visit. */
  cache?: boolean;
  /** Closing its tab asks 确定要关闭这一页吗 first. */
  confirmClose?: boolean;
  /** Only users who also pass this condition see and open the route. */
  guard?: RouteGuard;
  view: PageRef;
}

/** A route of the router: one variant of one declaration, with everything resolved. */
export interface AppRoute {
  name: string;
  /** `default`, `customerService`, `readonly` or a role variant's key. */
  variant: string;
  path: string;
  title: MessageDescriptor;
  access: readonly Role[] | 'anyUser';
  /** Mounted with its write actions removed (customerService and readonly variants). */
  readOnly: boolean;
  group: MenuGroupId | undefined;
  hidden: boolean;
  cache: boolean;
  confirmClose: boolean;
  guard?: RouteGuard;
  view: PageRef;
}
