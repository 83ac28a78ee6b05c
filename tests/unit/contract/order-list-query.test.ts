import { describe, expect, it } from 'vitest';
import {
  majorFilterToMinor,
  orderListInput,
  scaledFilterToInteger,
  toOrderListQuery,
} from '../../../src/contract/index.ts';

/** Product 7.5's scaling of the order list filters, and the server's exact reading of it. */
describe('toOrderListQuery', () => {
  it('adds 0.0001 to amount and received money on the text', () => {
    expect(toOrderListQuery({ amount: '100', currentReceivedMoney: '0.29' })).toMatchObject({
      amount: '100.0001',
      currentReceivedMoney: '0.2901',
    });
    expect(toOrderListQuery({ amount: '100.5' }).amount).toBe('100.5001');
  });

  it('scales real amounts by 100 and USDT counts by 1e6 without float errors', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.1 * 1e6 is 1100000.0000000002 in floating point.
    expect(toOrderListQuery({ realAmountMin: '0.29', realAmountMax: '1234.56', usdtCount: '1.1' })).toMatchObject({
      realAmountMin: '29',
      realAmountMax: '123456',
      usdtCount: '1100000',
    });
    expect(toOrderListQuery({ usdtCount: '0.000001' }).usdtCount).toBe('1');
  });

  it('formats times as UTC YYYY-MM-DD HH:mm:ss and sends the main product as 3024', () => {
    const q = toOrderListQuery({
      startTime: new Date('2026-04-20T18:30:00.000Z'),
      completedEndTime: new Date('2026-04-21T18:29:59.000Z'),
      mainProduct: true,
    });
    expect(q).toMatchObject({
      startTime: '2026-04-20 18:30:00',
      completedEndTime: '2026-04-21 18:29:59',
      mainProductId: '3024',
    });
  });

  it('excludes status 10 by default, and not when a status is chosen', () => {
    expect(toOrderListQuery({}).notInOrderStatusIds).toBe('10');
    expect(toOrderListQuery({ notInOrderStatusIds: [2] }).notInOrderStatusIds).toBe('2,10');
    expect(toOrderListQuery({ orderStatusId: 10 })).toEqual({ orderStatusId: '10' });
  });

  it('sends one chosen status as orderStatusId and several as every other status left out', () => {
    expect(toOrderListQuery({ orderStatusIds: [6] })).toEqual({ orderStatusId: '6' });
    const q = toOrderListQuery({ orderStatusIds: [1, 6, 2, 6] });
    expect(q.orderStatusId).toBeUndefined();
    expect(
      q.notInOrderStatusIds
        ?.split(',')
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([0, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('leaves out empty fields and passes an invalid number on for the server to name', () => {
    expect(toOrderListQuery({ orderCode: '  ', utr: '', amount: '', isProxy: false, orderStatusId: 3 })).toEqual({
      isProxy: 'false',
      orderStatusId: '3',
    });
    expect(toOrderListQuery({ amount: '1.234', orderStatusId: 3 }).amount).toBe('1.234');
  });

  it('produces a query the contract accepts and reads back in minor units', () => {
    const q = toOrderListQuery({
      amount: '100',
      currentReceivedMoney: '99.99',
      realAmountMin: '0.29',
      realAmountMax: '10',
      usdtCount: '1.1',
      startTime: '2026-04-20 00:00:00',
      isProxy: true,
    });
    const parsed = orderListInput.parse(q);
    expect(parsed).toMatchObject({
      amount: 10_000,
      currentReceivedMoney: 9_999,
      realAmountMin: '29',
      realAmountMax: '1000',
      usdtCount: '1100000',
      isProxy: true,
      notInOrderStatusIds: [10],
    });
  });
});

describe('the server reading of scaled filters', () => {
  it('keeps whole minor units of a major amount: 100.0001, 100.00 and 100 are 10000', () => {
    expect(['100.0001', '100.00', '100', '100.0099'].map(majorFilterToMinor)).toEqual([10_000, 10_000, 10_000, 10_000]);
    expect(majorFilterToMinor('0.2901')).toBe(29);
    expect(['1.23456', '-1', '1e3', 'abc', ''].map(majorFilterToMinor)).toEqual([null, null, null, null, null]);
  });

  it('rounds a float artifact of the app to the nearest whole unit, exactly', () => {
    expect(scaledFilterToInteger('28.999999999999996')).toBe('29');
    expect(scaledFilterToInteger('1100000.0000000002')).toBe('1100000');
    expect(scaledFilterToInteger('123456789012345678')).toBe('123456789012345678');
    expect(scaledFilterToInteger('-5')).toBeNull();
  });

  it('refuses filters that collection orders do not have instead of ignoring them', () => {
    const r = orderListInput.safeParse({ batchId: 'B1' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['batchId', 'validation.orderFilter.notApplicable'],
    ]);
    expect(orderListInput.safeParse({ batchId: '', payoutStatus: ' ' }).success).toBe(true);
  });
});
