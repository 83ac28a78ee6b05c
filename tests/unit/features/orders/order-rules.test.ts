import { describe, expect, it } from 'vitest';
import { OrderStatus, OrderType, type OrderRow } from '../../../../src/contract/index.ts';
import { actionsFor } from '../../../../src/features/orders/order-rules.ts';
import { completionSeconds, formatDuration } from '../../../../src/features/orders/duration.ts';
import { fieldErrors } from '../../../../src/features/orders/field-errors.ts';
import { orderActionCalls, orderCalls } from '../../../../src/contract/index.ts';

const order = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: 1,
  orderCode: 'C1',
  mchOrderNo: 'M1',
  merchantId: 2,
  merchantName: 'm',
  supplierId: 3,
  supplierName: 's',
  productId: 3001,
  productName: 'p',
  amount: 10000,
  realAmount: 10000,
  payableAmount: 10001,
  status: OrderStatus.allocated,
  orderType: OrderType.ordinary,
  orderMark: null,
  supplementStatus: null,
  utr: null,
  payerUtr: null,
  clientIp: '1.2.3.4',
  callbackCount: 0,
  callbackSuccess: false,
  lastCallbackAt: null,
  merchantFee: null,
  createTime: '2026-01-01T00:00:00.000Z',
  completedAt: null,
  locked: false,
  remark: '',
  ...over,
});

describe('order actions offered', () => {
  it('lets a supplier supplement an allocated order or query its status, and nothing else', () => {
    expect(actionsFor(order(), 'supplier', false)).toEqual(['supplement', 'queryStatus']);
  });

  it('offers no status fix on a rejected or failed order, which has nowhere to go', () => {
    expect(actionsFor(order({ status: OrderStatus.allocated }), 'admin', false)).toContain('updateOrderStatus');
    for (const status of [OrderStatus.rejected, OrderStatus.failed]) {
      expect(actionsFor(order({ status }), 'admin', false)).not.toContain('updateOrderStatus');
    }
  });

  it('offers query status to order staff and suppliers on waiting or timed-out orders only', () => {
    for (const status of [OrderStatus.allocated, OrderStatus.processing, OrderStatus.timedOut]) {
      expect(actionsFor(order({ status }), 'customerService', false)).toContain('queryStatus');
    }
    for (const status of [OrderStatus.successful, OrderStatus.rejected, OrderStatus.created]) {
      expect(actionsFor(order({ status }), 'admin', false)).not.toContain('queryStatus');
    }
    expect(actionsFor(order(), 'technicalMaintenance', false)).not.toContain('queryStatus');
    expect(actionsFor(order(), 'merchant', false)).not.toContain('queryStatus');
  });

  it('offers no supplement on a paid order', () => {
    expect(actionsFor(order({ status: OrderStatus.successful }), 'supplier', false)).toEqual([]);
  });

  it('offers merchants no action at all', () => {
    expect(actionsFor(order({ locked: true }), 'merchant', false)).toEqual([]);
  });

  it('offers admins unlock only on locked orders', () => {
    expect(actionsFor(order(), 'admin', false)).not.toContain('unlock');
    expect(actionsFor(order({ locked: true }), 'admin', false)).toContain('unlock');
  });

  it('offers re-send callback and reverse only on paid orders', () => {
    const paid = actionsFor(order({ status: OrderStatus.callbackFailed }), 'admin', false);
    expect(paid).toEqual(expect.arrayContaining(['resendCallback', 'reverseOrder']));
    expect(paid).not.toContain('supplement');
    expect(actionsFor(order(), 'admin', false)).not.toContain('reverseOrder');
  });

  it('removes every action on a read-only page', () => {
    expect(actionsFor(order({ locked: true }), 'customerService', true)).toEqual([]);
  });
});

describe('completion duration', () => {
  it('counts seconds from creation to completion', () => {
    expect(completionSeconds('2026-01-01T00:00:00Z', '2026-01-01T01:02:03Z')).toBe(3723);
    expect(completionSeconds('2026-01-01T00:00:00Z', null)).toBeNull();
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(671.399999999999977)).toBe('11:11');
    expect(formatDuration(59.6)).toBe('1:00');
  });
});

describe('action form checks use the contract schemas', () => {
  it('refuses a UTR that is not 12 digits', () => {
    expect(fieldErrors(orderCalls.replenishmentOrder.input, { orderCode: 'C1', utr: '123', googleCode: '' })).toEqual({
      utr: 'validation.utr.format',
    });
  });

  it('asks for a written reason when the reject reason is other', () => {
    expect(
      fieldErrors(orderActionCalls.reject.input, { orderCode: 'C1', rejectReason: 'other', rejectReasonText: '' }),
    ).toEqual({
      rejectReasonText: 'validation.rejectReason.textRequired',
    });
  });

  it('requires a reason for a status fix', () => {
    expect(
      fieldErrors(orderActionCalls.updateOrderStatus.input, { orderCode: 'C1', status: '5', reason: ' ' }).reason,
    ).toBe('validation.required');
  });
});
