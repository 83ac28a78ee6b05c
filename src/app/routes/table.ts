import { createElement, type ComponentType, type ReactNode } from 'react';
import { routes as accounts } from '../../features/accounts/routes.ts';
import { routes as agents } from '../../features/agents/routes.ts';
import { routes as auditLog } from '../../features/audit-log/routes.ts';
import { routes as bankStatements } from '../../features/bank-statements/routes.ts';
import { routes as banks } from '../../features/banks/routes.ts';
import { routes as botBookkeeping } from '../../features/bot-bookkeeping/routes.ts';
import { routes as dynamicPay } from '../../features/dynamic-pay/routes.ts';
import { routes as entityView } from '../../features/entity-view/routes.ts';
import { routes as errorLog } from '../../features/error-log/routes.ts';
import { routes as fundRecords } from '../../features/fund-records/routes.ts';
import { routes as home } from '../../features/home/routes.ts';
import { routes as ipRules } from '../../features/ip-rules/routes.ts';
import { routes as messages } from '../../features/messages/routes.ts';
import { routes as monitorLog } from '../../features/monitor-log/routes.ts';
import { routes as monitorScripts } from '../../features/monitor-scripts/routes.ts';
import { routes as orderAnalysis } from '../../features/order-analysis/routes.ts';
import { routes as orderCallbacks } from '../../features/order-callbacks/routes.ts';
import { routes as orderProfile } from '../../features/order-profile/routes.ts';
import { routes as orderRetention } from '../../features/order-retention/routes.ts';
import { routes as orderTest } from '../../features/order-test/routes.ts';
import { orderUploadAction } from '../../features/order-upload/routes.ts';
import { ordersPage, routes as orders } from '../../features/orders/routes.ts';
import { routes as payGateways } from '../../features/pay-gateways/routes.ts';
import { routes as payoutBatches } from '../../features/payout-batches/routes.ts';
import { routes as payoutStatistics } from '../../features/payout-statistics/routes.ts';
import { payoutUploadAction } from '../../features/payout-upload/routes.ts';
import { payoutsPage, routes as payouts } from '../../features/payouts/routes.ts';
import { routes as profile } from '../../features/profile/routes.ts';
import { routes as receivingAccounts } from '../../features/receiving-accounts/routes.ts';
import { routes as riskControl } from '../../features/risk-control/routes.ts';
import { routes as securityChain } from '../../features/security-chain/routes.ts';
import { routes as sessions } from '../../features/sessions/routes.ts';
import { routes as smsTemplates } from '../../features/sms-templates/routes.ts';
import { routes as staffAccounts } from '../../features/staff-accounts/routes.ts';
import { routes as statistics } from '../../features/statistics/routes.ts';
import { routes as systemConfig } from '../../features/system-config/routes.ts';
import { routes as systemMaintenance } from '../../features/system-maintenance/routes.ts';
import { routes as telegramBot } from '../../features/telegram-bot/routes.ts';
import { routes as userProducts } from '../../features/user-products/routes.ts';
import { routes as webRecords } from '../../features/web-records/routes.ts';
import { expandRoutes } from '../../lib/routes/expand.ts';
import { inMenuOrder } from '../../lib/routes/groups.ts';
import type { AppRoute, PageComponent, PageRef, RouteDecl } from '../../lib/routes/types.ts';

/** A page with a slot for another feature's component (the merchant's batch upload button). */
type SlotPage<S> = ((props: { route: AppRoute; UploadAction?: ComponentType<S> }) => ReactNode) &
  Pick<PageComponent, 'prefetch'>;

/**
 * A page with another feature's upload button in its slot: features never import each other's UI,
 * the app shell composes them here (both chunks load together, as when the page imported the button).
 */
function withUpload<S extends object>(
  page: { modules: readonly string[]; load: () => Promise<SlotPage<S>> },
  upload: { modules: readonly string[]; load: () => Promise<ComponentType<S>> },
): PageRef {
  return {
    modules: [...page.modules, ...upload.modules],
    load: async () => {
      const [Page, UploadAction] = await Promise.all([page.load(), upload.load()]);
      const composed: PageComponent = ({ route }) => createElement(Page, { route, UploadAction });
      composed.prefetch = Page.prefetch;
      return composed;
    },
  };
}

/** The feature's routes with `view` in place of the page they declared. */
const withView = (decls: readonly RouteDecl[], page: object, view: PageRef): RouteDecl[] =>
  decls.map((decl) => (decl.view === page ? { ...decl, view } : decl));

/**
 * The one route table (product 2): every feature's routes.ts, put in menu order by group
 * (`inMenuOrder`). Within a group, this list's order is the menu's order. Router, menu,
 * breadcrumb, tabs, phone bar and guard read it; pages that list other pages get it through
 * `RouteTableContext` (src/app/provider.tsx).
 */
export const routeDecls: readonly RouteDecl[] = inMenuOrder(
  [
    home,
    messages,
    errorLog,
    accounts,
    agents,
    staffAccounts,
    sessions,
    receivingAccounts,
    withView(orders, ordersPage, withUpload(ordersPage, orderUploadAction)),
    orderProfile,
    bankStatements,
    webRecords,
    securityChain,
    orderAnalysis,
    withView(payouts, payoutsPage, withUpload(payoutsPage, payoutUploadAction)),
    payoutBatches,
    statistics,
    payoutStatistics,
    fundRecords,
    monitorLog,
    auditLog,
    orderCallbacks,
    dynamicPay,
    telegramBot,
    botBookkeeping,
    monitorScripts,
    banks,
    systemConfig,
    entityView,
    systemMaintenance,
    userProducts,
    orderTest,
    profile,
    ipRules,
    riskControl,
    payGateways,
    smsTemplates,
    orderRetention,
  ].flat(),
);

export const appRoutes: readonly AppRoute[] = expandRoutes(routeDecls);
