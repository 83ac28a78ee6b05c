import type { ComponentType } from 'react';
import { constants } from '../../contract/index.ts';
import type { AppRoute, PageKey, PageRef } from '../../lib/routes/types.ts';

/** Every page takes the route it is mounted on (title, read-only flag of its variant). */
export type PageComponent = ComponentType<{ route: AppRoute }>;

/** The page registry: one lazy chunk a built page; pages not built yet share the placeholder. */
const importers: Record<PageKey | 'placeholder', () => Promise<PageComponent>> = {
  home: () => import('../../features/home/components/home-page.tsx').then((m) => m.HomePage),
  messages: () => import('../../features/messages/components/messages-page.tsx').then((m) => m.MessagesPage),
  errorLogger: () => import('../../features/error-logger/components/error-logger-page.tsx').then((m) => m.ErrorLoggerPage),
  onlineUsers: () => import('../../features/sessions/components/online-users-page.tsx').then((m) => m.OnlineUsersPage),
  orders: () => import('../../features/orders/components/orders-page.tsx').then((m) => m.OrdersPage),
  apiTest: () => import('../../features/order-test/components/api-test-page.tsx').then((m) => m.ApiTestPage),
  testAdminOrder: () => import('../../features/order-test/components/admin-test-order-page.tsx').then((m) => m.AdminTestOrderPage),
  orderCallbacks: () => import('../../features/order-callbacks/components/order-callbacks-page.tsx').then((m) => m.OrderCallbacksPage),
  orderCallbackDetails: () => import('../../features/order-callbacks/components/callback-details-page.tsx').then((m) => m.CallbackDetailsPage),
  monitorLog: () => import('../../features/monitor-log/components/monitor-log-page.tsx').then((m) => m.MonitorLogPage),
  orderProfile: () => import('../../features/order-profile/components/order-profile-page.tsx').then((m) => m.OrderProfilePage),
  bankStatements: () => import('../../features/bank-statements/components/bank-statements-page.tsx').then((m) => m.BankStatementsPage),
  payouts: () => import('../../features/payouts/components/payouts-page.tsx').then((m) => m.PayoutsPage),
  payoutBatches: () => import('../../features/payout-batches/components/payout-batches-page.tsx').then((m) => m.PayoutBatchesPage),
  webRecords: () => import('../../features/web-records/components/web-records-page.tsx').then((m) => m.WebRecordsPage),
  profile: () => import('../../features/profile/components/profile-page.tsx').then((m) => m.ProfilePage),
  fundRecords: () => import('../../features/fund-records/components/fund-records-page.tsx').then((m) => m.FundRecordsPage),
  staffAccounts: () => import('../../features/staff-accounts/components/staff-accounts-page.tsx').then((m) => m.StaffAccountsPage),
  userProducts: () => import('../../features/user-products/components/user-products-page.tsx').then((m) => m.UserProductsPage),
  orderStatistics: () => import('../../features/statistics/components/statistics-page.tsx').then((m) => m.StatisticsPage),
  payoutStatistics: () => import('../../features/payout-statistics/components/payout-statistics-page.tsx').then((m) => m.PayoutStatisticsPage),
  accounts: () => import('../../features/accounts/components/accounts-page.tsx').then((m) => m.AccountsPage),
  receivingAccounts: () => import('../../features/receiving-accounts/components/receiving-accounts-page.tsx').then((m) => m.ReceivingAccountsPage),
  payerAnalysis: () => import('../../features/order-analysis/components/payer-analysis-page.tsx').then((m) => m.PayerAnalysisPage),
  ipAnalysis: () => import('../../features/order-analysis/components/ip-analysis-page.tsx').then((m) => m.IpAnalysisPage),
  frozenIps: () => import('../../features/order-analysis/components/frozen-ips-page.tsx').then((m) => m.FrozenIpsPage),
  agents: () => import('../../features/agents/components/agents-page.tsx').then((m) => m.AgentsPage),
  securityChains: () => import('../../features/security-chain/components/chains-page.tsx').then((m) => m.ChainsPage),
  securityPatches: () => import('../../features/security-chain/components/patches-page.tsx').then((m) => m.PatchesPage),
  riskBlacklist: () => import('../../features/risk-control/components/blacklist-page.tsx').then((m) => m.BlacklistPage),
  riskDetections: () => import('../../features/risk-control/components/detections-page.tsx').then((m) => m.DetectionsPage),
  placeholder: () => import('../../features/placeholder/components/placeholder-page.tsx').then((m) => m.PlaceholderPage),
};

const keyOf = (ref: PageRef) => ('page' in ref ? ref.page : 'placeholder');

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
