import { payoutCalls, payoutStatusIds } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { payoutLabels as l, payoutStatusLabels } from './labels.ts';

const times = [
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];

/** Staff: every filter. */
export const payoutStaffDecls = [
  { key: 'orderNumber', kind: 'text', label: l.orderNumber, searchBox: true },
  {
    key: 'status',
    kind: 'multiChoice',
    label: l.status,
    options: payoutStatusIds.map((s) => ({ value: String(s), label: payoutStatusLabels[s] })),
  },
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  { key: 'mchOrderNo', kind: 'text', label: l.mchOrderNo },
  { key: 'utr', kind: 'text', label: l.utr },
  {
    key: 'mode',
    kind: 'choice',
    label: l.mode,
    options: [
      { value: 'live', label: l.live },
      { value: 'test', label: l.test },
    ],
  },
  { key: 'merchantId', kind: 'pick', pick: 'merchant', label: l.merchant },
  { key: 'supplierId', kind: 'pick', pick: 'supplier', label: l.supplier },
  ...times,
] as const satisfies readonly FilterDecl[];

/** Merchants and suppliers: their own payouts, without the other party's id. */
export const payoutOwnDecls = payoutStaffDecls.filter((d) => d.key !== 'merchantId' && d.key !== 'supplierId');

export const payoutPoolDecls = [
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  { key: 'mchOrderNo', kind: 'text', label: l.mchOrderNo },
  ...times,
] as const satisfies readonly FilterDecl[];

export const payoutKeys = keysOf<(typeof payoutStaffDecls)[number]['key']>(payoutStaffDecls);
export const payoutShape = payoutCalls.getList.input.shape;
export type PayoutFilters = Filters<(typeof payoutKeys)[number]>;
export const poolKeys = keysOf<(typeof payoutPoolDecls)[number]['key']>(payoutPoolDecls);
export const poolShape = payoutCalls.getPool.input.shape;
export type PoolFilters = Filters<(typeof poolKeys)[number]>;
