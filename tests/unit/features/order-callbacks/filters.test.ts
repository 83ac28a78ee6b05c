import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../../src/components/forms/field-errors.ts';
import { readFilters } from '../../../../src/components/filters/url-filters.ts';
import { orderCallbackCalls } from '../../../../src/contract/index.ts';
import {
  attemptKeys,
  attemptShape,
  callbackListKeys,
  callbackListShape,
} from '../../../../src/features/order-callbacks/filters.ts';

describe('callback filters', () => {
  it('reads only the list filters of product 7.6 from the URL', () => {
    const params = new URLSearchParams('orderCode=C1&merchantOrderNo=M1&httpMethod=POST&pageIndex=9');
    expect(readFilters(params, callbackListKeys, callbackListShape)).toEqual({
      orderCode: 'C1',
      merchantOrderNo: 'M1',
    });
  });

  it('drops a time the contract cannot read', () => {
    const params = new URLSearchParams('startTime=yesterday&endTime=2026-05-10 10:00:00');
    expect(readFilters(params, attemptKeys, attemptShape)).toEqual({ endTime: '2026-05-10 10:00:00' });
  });

  it('refuses a reversed time range under the end field', () => {
    const errors = fieldErrors(orderCallbackCalls.getDetailList.input, {
      startTime: '2026-05-10 12:00:00',
      endTime: '2026-05-10 10:00:00',
    });
    expect(errors).toEqual({ endTime: 'validation.timeRange.order' });
  });
});
