import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '../../contract/index.ts';

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

/** A page: a key of the page registry (src/app/routes/pages.tsx). */
export type PageRef = { page: PageKey };

export type PageKey =
  | 'home'
  | 'orderStatistics'
  | 'payoutStatistics'
  | 'messages'
  | 'errorLogger'
  | 'onlineUsers'
  | 'orders'
  | 'apiTest'
  | 'testAdminOrder'
  | 'orderCallbacks'
  | 'orderCallbackDetails'
  | 'monitorLog'
  | 'orderProfile'
  | 'bankStatements'
  | 'webRecords'
  | 'receivingAccounts'
  | 'fundRecords'
  | 'auditRecords'
  | 'staffAccounts'
  | 'userProducts'
  | 'profile'
  | 'accounts'
  | 'payerAnalysis'
  | 'ipAnalysis'
  | 'frozenIps'
  | 'payouts'
  | 'payoutBatches'
  | 'agents'
  | 'securityChains'
  | 'securityPatches'
  | 'riskBlacklist'
  | 'ipRules'
  | 'riskDetections'
  | 'systemMaintenance'
  | 'orderClearHistory'
  | 'entityViewer'
  | 'systemConfig'
  | 'banks'
  | 'smsTemplates'
  | 'monitorScripts'
  | 'botFundRecords'
  | 'payScripts'
  | 'dynamicPayRecords'
  | 'payGateways'
  | 'botInfo'
  | 'botWhitelist'
  | 'relayBotInfo'
  | 'relayBotGroups';

/**
 * A derived variant. `customerService` and `readonly` follow spec 2's rules; a role variant (the
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
 * supplier agent (spec 2 /supplier-proxy). The menu hides the route and the guard sends others to
 * /401; the server refuses them anyway.
 */
export type RouteGuard = 'agent';

/** One declaration a screen family: the default route and the variants derived from it. */
export interface RouteDecl {
  /** Stable name, also the family key of the menu and the tabs. */
  name: string;
  path: string;
  title: MessageDescriptor;
  /** Roles of the default variant; spec 2's default is superAdmin and admin. `'anyUser'` = any signed-in user. */
  access?: readonly Role[] | 'anyUser';
  variants?: readonly VariantDecl[];
  /** Extra roles for a derived variant beyond spec 2's rule (docs/decisions.md says why). */
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
