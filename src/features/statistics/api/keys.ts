import type { CallInput, orderFigureCalls } from '../../../contract/index.ts';

/**
 * Query keys of the statistics pages. The figures' key holds the call's whole input (plain
 * strings, fixed key order), so it is the same across visits and reloads: the offline cache keeps
 * the figures of each set of filters by it.
 */
export const statisticsQueryKeys = {
  all: ['statistics'] as const,
  orders: (input: CallInput<typeof orderFigureCalls.statisticsV2>) =>
    [...statisticsQueryKeys.all, 'orders', input] as const,
  merchantOptions: () => [...statisticsQueryKeys.all, 'options', 'merchants'] as const,
  supplierOptions: () => [...statisticsQueryKeys.all, 'options', 'suppliers'] as const,
};
