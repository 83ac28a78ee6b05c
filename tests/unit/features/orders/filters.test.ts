import { describe, expect, it } from 'vitest';
import {
  fieldsFor,
  filterErrors,
  filtersFromParams,
  isSupplementQueue,
  localInputToWire,
  orderListQuery,
  paramsFromFilters,
  seesHiddenStatuses,
  supplementQueueFilter,
  wireToLocalInput,
} from '../../../../src/features/orders/filters.ts';
import { nextChoices } from '../../../../src/components/filters/multi-choice.ts';

describe('order list filters', () => {
  it('never offers merchants the merchant or supplier filter', () => {
    const keys = fieldsFor('merchant').map((f) => f.key);
    expect(keys).not.toContain('orderMark');
    expect(fieldsFor('supplier').map((f) => f.key)).toContain('orderMark');
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
    expect(filterErrors({ startTime: '2026-01-02 00:00:00', endTime: '2026-01-01 00:00:00' })).toEqual({
      endTime: 'validation.timeRange.order',
    });
    expect(filterErrors({ startTime: '2026-01-01 00:00:00', endTime: '2026-01-02 00:00:00' })).toEqual({});
  });

  it('refuses an unknown status with the contract message', () => {
    expect(filterErrors({ orderStatusId: '99' }).orderStatusId).toBe('validation.orderStatus.invalid');
  });

  it('keeps several statuses from the URL and sends them as the statuses left out', () => {
    const filters = filtersFromParams(new URLSearchParams('orderStatusId=1%2C6%2C2'), 'supplier');
    expect(filters).toEqual({ orderStatusId: '1,6,2' });
    const notIn = orderListQuery(filters).notInOrderStatusIds?.split(',').map(Number) ?? [];
    expect(notIn).not.toContain(1);
    expect(notIn).not.toContain(6);
    expect(notIn).toContain(5);
  });

  it('refuses allocation failed together with other statuses, and an unknown status in a list', () => {
    expect(filterErrors({ orderStatusId: '1,10' }).orderStatusId).toBe('orders.errors.hiddenStatusAlone');
    expect(filterErrors({ orderStatusId: '1,99' }).orderStatusId).toBe('validation.orderStatus.invalid');
    expect(filterErrors({ orderStatusId: '10' })).toEqual({});
    expect(filtersFromParams(new URLSearchParams('orderStatusId=1,10'), 'admin')).toEqual({});
  });

  it('knows the supplement queue in any order of its statuses', () => {
    expect(isSupplementQueue(supplementQueueFilter)).toBe(true);
    expect(isSupplementQueue('2,1,6')).toBe(true);
    expect(isSupplementQueue('1,6')).toBe(false);
    expect(isSupplementQueue('1')).toBe(false);
    expect(isSupplementQueue(undefined)).toBe(false);
  });

  it('lets a status that must be alone never share the selection', () => {
    const options = [
      { value: '1', label: 'a' },
      { value: '6', label: 'b' },
      { value: '10', label: 'c', alone: true },
    ];
    expect(nextChoices(options, ['1'], ['1', '6'])).toEqual(['1', '6']);
    expect(nextChoices(options, ['1', '6'], ['1', '6', '10'])).toEqual(['10']);
    expect(nextChoices(options, ['10'], ['10', '1'])).toEqual(['1']);
    expect(nextChoices(options, ['1', '6'], ['6'])).toEqual(['6']);
  });

  it('converts the local picker time to UTC on the wire and back', () => {
    const wire = localInputToWire('2026-03-04T05:06');
    expect(wire).toBe(new Date(2026, 2, 4, 5, 6).toISOString().slice(0, 19).replace('T', ' '));
    expect(wireToLocalInput(wire)).toBe('2026-03-04T05:06');
    expect(localInputToWire('')).toBe('');
  });
});

describe('order list filters in the units of product 7.5', () => {
  it('sends the amount typed plus 0.0001 and the actual amount in paise', () => {
    expect(orderListQuery({ amount: '100' })).toMatchObject({ amount: '100.0001' });
    expect(orderListQuery({ currentReceivedMoney: '99.5' })).toMatchObject({ currentReceivedMoney: '99.5001' });
    expect(orderListQuery({ realAmountMin: '12.5', realAmountMax: '0.29' })).toMatchObject({
      realAmountMin: '1250',
      realAmountMax: '29',
    });
  });

  it('sends USDT in millionths, the main-product switch as product 3024 and yes/no as booleans', () => {
    const q = orderListQuery({ usdtCount: '1.1', mainProduct: 'true', isProxy: 'false', orderType: '2' });
    expect(q).toMatchObject({ usdtCount: '1100000', mainProductId: '3024', isProxy: 'false', orderType: '2' });
    expect(orderListQuery({})).not.toHaveProperty('mainProductId');
    expect(orderListQuery({})).not.toHaveProperty('isProxy');
  });

  it('keeps what was typed in the URL, not the wire value', () => {
    const params = paramsFromFilters({ amount: '100', realAmountMin: '12.5', mainProduct: 'true' });
    expect(params.toString()).toBe('mainProduct=true&amount=100&realAmountMin=12.5');
    expect(filtersFromParams(params, 'supplier')).toEqual({
      amount: '100',
      realAmountMin: '12.5',
      mainProduct: 'true',
    });
  });

  it('drops URL amounts that are not numbers and staff-only filters for suppliers', () => {
    const params = new URLSearchParams('amount=abc&usdtCount=1.5&isProxy=true&callbackStatus=1');
    expect(filtersFromParams(params, 'supplier')).toEqual({ usdtCount: '1.5', callbackStatus: '1' });
    expect(filtersFromParams(params, 'admin')).toEqual({ usdtCount: '1.5', isProxy: 'true', callbackStatus: '1' });
  });

  it('never offers merchants supplier filters nor suppliers the team filter', () => {
    const merchant = fieldsFor('merchant').map((f) => f.key);
    for (const key of ['supplierId', 'isProxy', 'usdtAddress', 'ifscCode', 'cardNumber'] as const)
      expect(merchant).not.toContain(key);
    expect(merchant).toEqual(
      expect.arrayContaining(['amount', 'realAmountMin', 'orderType', 'callbackStatus', 'mainProduct']),
    );
    expect(fieldsFor('supplier').map((f) => f.key)).not.toContain('isProxy');
    expect(fieldsFor('admin').map((f) => f.key)).toContain('isProxy');
  });

  it('refuses more decimals than rupees or USDT have, and a reversed actual-amount range', () => {
    expect(filterErrors({ amount: '1.234' })).toEqual({ amount: 'orders.errors.moneyFilter' });
    expect(filterErrors({ usdtCount: '1.1234567' })).toEqual({ usdtCount: 'orders.errors.usdtFilter' });
    expect(filterErrors({ realAmountMin: '20', realAmountMax: '10.5' })).toEqual({
      realAmountMax: 'validation.amountRange.order',
    });
    expect(filterErrors({ realAmountMin: '10.5', realAmountMax: '10.5', amount: '100' })).toEqual({});
  });

  it('refuses a reversed completed range and a choice the contract does not know', () => {
    expect(
      filterErrors({ completedStartTime: '2026-01-02 00:00:00', completedEndTime: '2026-01-01 00:00:00' }),
    ).toEqual({ completedEndTime: 'validation.timeRange.order' });
    expect(filterErrors({ callbackStatus: '7' })).toEqual({ callbackStatus: 'validation.orderFilter.callback' });
  });
});
