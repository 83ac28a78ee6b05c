import { msg } from '@lingui/core/macro';
import { orderCallbackCalls } from '../../contract/index.ts';
import { keysOf, type FilterDecl } from '../../components/filters/filter-decl.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { callbackLabels as l } from './labels.ts';

/** Product 7.6 getList filters. */
export const callbackListDecls = [
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  { key: 'merchantOrderNo', kind: 'text', label: l.merchantOrderNo },
] as const satisfies readonly FilterDecl[];

/**
 * Product 3 'Order callback detail filters'. systemFlag is left out: this platform is one system, and
 * the contract has no such filter. The methods are the ones the callback sender uses.
 */
export const attemptDecls = [
  { key: 'orderCode', kind: 'text', label: l.orderCode },
  { key: 'merchantOrderCode', kind: 'text', label: l.merchantOrderNo },
  {
    key: 'httpMethod',
    kind: 'choice',
    label: l.httpMethod,
    options: [
      { value: 'POST', label: msg({ id: 'enum.httpMethod.post', message: 'POST' }) },
      { value: 'GET', label: msg({ id: 'enum.httpMethod.get', message: 'GET' }) },
    ],
  },
  { key: 'startTime', kind: 'dateTime', label: l.startTime },
  { key: 'endTime', kind: 'dateTime', label: l.endTime },
] as const satisfies readonly FilterDecl[];

export const callbackListKeys = keysOf<(typeof callbackListDecls)[number]['key']>(callbackListDecls);
export const attemptKeys = keysOf<(typeof attemptDecls)[number]['key']>(attemptDecls);
export const callbackListShape = orderCallbackCalls.getList.input.shape;
export const attemptShape = orderCallbackCalls.getDetailList.input.shape;

export type CallbackListFilters = Filters<(typeof callbackListKeys)[number]>;
export type AttemptFilters = Filters<(typeof attemptKeys)[number]>;
