import { describe, expect, it } from 'vitest';
import { fieldsFor, filterErrors, filtersFromParams, localInputToWire, paramsFromFilters, seesHiddenStatuses, wireToLocalInput } from '../../../src/features/orders/filters.ts';

describe('order list filters', () => {
  it('never offers merchants the merchant or supplier filter', () => {
    const keys = fieldsFor('merchant').map((f) => f.key);
    expect(keys).not.toContain('merchantId');
    expect(keys).not.toContain('supplierId');
    expect(keys).toContain('orderStatusId');
  });

  it('offers staff every filter', () => {
    expect(fieldsFor('admin').map((f) => f.key)).toContain('supplierId');
  });

  it('offers the hidden status 10 to staff only', () => {
    expect(seesHiddenStatuses('admin')).toBe(true);
    expect(seesHiddenStatuses('supplier')).toBe(false);
    expect(seesHiddenStatuses('merchant')).toBe(false);
  });

  it('drops URL filters the role may not use and values the contract refuses', () => {
    const params = new URLSearchParams('orderStatusId=5&merchantId=7&startTime=nonsense&orderCode=%20C1%20&bogus=1');
    expect(filtersFromParams(params, 'merchant')).toEqual({ orderStatusId: '5', orderCode: 'C1' });
    expect(filtersFromParams(params, 'admin')).toEqual({ orderStatusId: '5', merchantId: '7', orderCode: 'C1' });
  });

  it('round-trips filters through the URL in a stable order', () => {
    const params = paramsFromFilters({ startTime: '2026-01-02 03:04:05', orderCode: 'C1', productId: '' });
    expect(params.toString()).toBe('orderCode=C1&startTime=2026-01-02+03%3A04%3A05');
    expect(filtersFromParams(params, 'supplier')).toEqual({ orderCode: 'C1', startTime: '2026-01-02 03:04:05' });
  });

  it('refuses a start later than the end under the end field', () => {
    expect(filterErrors({ startTime: '2026-01-02 00:00:00', endTime: '2026-01-01 00:00:00' })).toEqual({ endTime: 'validation.timeRange.order' });
    expect(filterErrors({ startTime: '2026-01-01 00:00:00', endTime: '2026-01-02 00:00:00' })).toEqual({});
  });

  it('refuses an unknown status with the contract message', () => {
    expect(filterErrors({ orderStatusId: '99' }).orderStatusId).toBe('validation.orderStatus.invalid');
  });

  it('converts the local picker time to UTC on the wire and back', () => {
    const wire = localInputToWire('2026-03-04T05:06');
    expect(wire).toBe(new Date(2026, 2, 4, 5, 6).toISOString().slice(0, 19).replace('T', ' '));
    expect(wireToLocalInput(wire)).toBe('2026-03-04T05:06');
    expect(localInputToWire('')).toBe('');
  });
});
