import { createElement, type ComponentType, type ReactNode } from 'react';
import { constants } from '../../contract/index.ts';
import type { PagePrefetch } from '../../lib/prefetch.ts';
import type { AppRoute, PageKey, PageRef } from '../../lib/routes/types.ts';

/**
 * Every page takes the route it is mounted on (title, read-only flag of its variant); a page may
 * name the calls it reads first, which its route's loader starts before it renders.
 */
export type PageComponent = ComponentType<{ route: AppRoute }> & { prefetch?: PagePrefetch };

/**
 * A page with another feature's upload button in its slot: features never import each other's UI,
 * the route composes them (both chunks load together, as when the page imported the button).
 */
async function withUpload<U extends object>(
  loadPage: () => Promise<
    ((props: { route: AppRoute; UploadAction?: ComponentType<U> }) => ReactNode) & { prefetch?: PagePrefetch }
  >,
  loadUpload: () => Promise<ComponentType<U>>,
): Promise<PageComponent> {
  const [Page, UploadAction] = await Promise.all([loadPage(), loadUpload()]);
  const composed: PageComponent = ({ route }) => createElement(Page, { route, UploadAction });
  composed.prefetch = Page.prefetch;
  return composed;
}

/**
 * The page registry: one lazy chunk a page. A feature's index.ts is imported lazily too: it also
 * re-exports what other features use, and a static import here would put those modules into the
 * sign-in bundle.
 */
const importers: Record<PageKey, () => Promise<PageComponent>> = {
  home: () => import('../../features/home/index.ts').then((m) => m.loadHomePage()),
  messages: () => import('../../features/messages/index.ts').then((m) => m.loadMessagesPage()),
  errorLogger: () => import('../../features/error-log/index.ts').then((m) => m.loadErrorLogPage()),
  onlineUsers: () => import('../../features/sessions/index.ts').then((m) => m.loadOnlineUsersPage()),
  orders: () =>
    withUpload(
      async () => (await import('../../features/orders/index.ts')).loadOrdersPage(),
      async () => (await import('../../features/order-upload/index.ts')).loadOrderUploadAction(),
    ),
  apiTest: () => import('../../features/order-test/index.ts').then((m) => m.loadApiTestPage()),
  testAdminOrder: () => import('../../features/order-test/index.ts').then((m) => m.loadAdminTestOrderPage()),
  orderCallbacks: () => import('../../features/order-callbacks/index.ts').then((m) => m.loadOrderCallbacksPage()),
  orderCallbackDetails: () =>
    import('../../features/order-callbacks/index.ts').then((m) => m.loadCallbackDetailsPage()),
  monitorLog: () => import('../../features/monitor-log/index.ts').then((m) => m.loadMonitorLogPage()),
  orderProfile: () => import('../../features/order-profile/index.ts').then((m) => m.loadOrderProfilePage()),
  bankStatements: () => import('../../features/bank-statements/index.ts').then((m) => m.loadBankStatementsPage()),
  payouts: () =>
    withUpload(
      async () => (await import('../../features/payouts/index.ts')).loadPayoutsPage(),
      async () => (await import('../../features/payout-upload/index.ts')).loadPayoutUploadAction(),
    ),
  payoutBatches: () => import('../../features/payout-batches/index.ts').then((m) => m.loadPayoutBatchesPage()),
  webRecords: () => import('../../features/web-records/index.ts').then((m) => m.loadWebRecordsPage()),
  profile: () => import('../../features/profile/index.ts').then((m) => m.loadProfilePage()),
  fundRecords: () => import('../../features/fund-records/index.ts').then((m) => m.loadFundRecordsPage()),
  staffAccounts: () => import('../../features/staff-accounts/index.ts').then((m) => m.loadStaffAccountsPage()),
  userProducts: () => import('../../features/user-products/index.ts').then((m) => m.loadUserProductsPage()),
  orderStatistics: () => import('../../features/statistics/index.ts').then((m) => m.loadStatisticsPage()),
  payoutStatistics: () => import('../../features/payout-statistics/index.ts').then((m) => m.loadPayoutStatisticsPage()),
  accounts: () => import('../../features/accounts/index.ts').then((m) => m.loadAccountsPage()),
  receivingAccounts: () =>
    import('../../features/receiving-accounts/index.ts').then((m) => m.loadReceivingAccountsPage()),
  payerAnalysis: () => import('../../features/order-analysis/index.ts').then((m) => m.loadPayerAnalysisPage()),
  ipAnalysis: () => import('../../features/order-analysis/index.ts').then((m) => m.loadIpAnalysisPage()),
  frozenIps: () => import('../../features/order-analysis/index.ts').then((m) => m.loadFrozenIpsPage()),
  agents: () => import('../../features/agents/index.ts').then((m) => m.loadAgentsPage()),
  securityChains: () => import('../../features/security-chain/index.ts').then((m) => m.loadChainsPage()),
  securityPatches: () => import('../../features/security-chain/index.ts').then((m) => m.loadPatchesPage()),
  riskBlacklist: () => import('../../features/risk-control/index.ts').then((m) => m.loadBlacklistPage()),
  riskDetections: () => import('../../features/risk-control/index.ts').then((m) => m.loadDetectionsPage()),
  systemMaintenance: () =>
    import('../../features/system-maintenance/index.ts').then((m) => m.loadSystemMaintenancePage()),
  orderClearHistory: () => import('../../features/order-retention/index.ts').then((m) => m.loadOrderRetentionPage()),
  entityViewer: () => import('../../features/entity-view/index.ts').then((m) => m.loadEntityViewPage()),
  ipRules: () => import('../../features/ip-rules/index.ts').then((m) => m.loadIpRulesPage()),
  botInfo: () => import('../../features/telegram-bot/index.ts').then((m) => m.loadBotInfoPage()),
  botWhitelist: () => import('../../features/telegram-bot/index.ts').then((m) => m.loadBotWhitelistPage()),
  relayBotInfo: () => import('../../features/telegram-bot/index.ts').then((m) => m.loadRelayBotInfoPage()),
  relayBotGroups: () => import('../../features/telegram-bot/index.ts').then((m) => m.loadRelayPairsPage()),
  systemConfig: () => import('../../features/system-config/index.ts').then((m) => m.loadSystemConfigPage()),
  auditRecords: () => import('../../features/audit-log/index.ts').then((m) => m.loadAuditLogPage()),
  banks: () => import('../../features/banks/index.ts').then((m) => m.loadBanksPage()),
  smsTemplates: () => import('../../features/sms-templates/index.ts').then((m) => m.loadSmsTemplatesPage()),
  monitorScripts: () => import('../../features/monitor-scripts/index.ts').then((m) => m.loadMonitorScriptsPage()),
  botFundRecords: () => import('../../features/bot-bookkeeping/index.ts').then((m) => m.loadBotFundRecordsPage()),
  payScripts: () => import('../../features/dynamic-pay/index.ts').then((m) => m.loadPayScriptsPage()),
  dynamicPayRecords: () => import('../../features/dynamic-pay/index.ts').then((m) => m.loadDynamicPayRecordsPage()),
  payGateways: () => import('../../features/pay-gateways/index.ts').then((m) => m.loadPayGatewaysPage()),
};

const keyOf = (ref: PageRef) => ref.page;

/** Raised when a page's chunk fails or does not arrive in time (spec 8: 120 s). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

const loaded = new Map<string, PageComponent>();
const pending = new Map<string, Promise<PageComponent>>();
/** Told when a page's chunk arrives: a pane that showed nothing (its load failed, then a retry) shows it. */
const loadListeners = new Set<() => void>();

export function subscribeLoadedPages(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/**
 * Loads a page's chunk once. A failure is not remembered, so a retry imports again (react-router's
 * own `lazy` would keep the failed promise for good).
 */
export function loadPage(ref: PageRef, timeoutMs: number = constants.chunkLoadTimeoutMs): Promise<PageComponent> {
  const key = keyOf(ref);
  const done = loaded.get(key);
  if (done) return Promise.resolve(done);
  let promise = pending.get(key);
  if (!promise) {
    promise = withTimeout(importers[key](), timeoutMs).then(
      (page) => {
        loaded.set(key, page);
        pending.delete(key);
        for (const listener of loadListeners) listener();
        return page;
      },
      (err: unknown) => {
        pending.delete(key);
        throw new ChunkLoadError(err);
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** The page of a route once `loadPage` finished (route loaders make sure it did before showing). */
export function loadedPage(ref: PageRef): PageComponent | undefined {
  return loaded.get(keyOf(ref));
}
