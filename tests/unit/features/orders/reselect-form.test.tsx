// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderStatus, OrderType, orderActionCalls, userCalls, type OrderRow } from '../../../../src/contract/index.ts';
import { ActionForms } from '../../../../src/features/orders/components/action-forms.tsx';
import { ok, recordCalls, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';

useApiServer();
afterEach(cleanup);

const order: OrderRow = {
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
  status: OrderStatus.allocationFailed,
  orderType: OrderType.ordinary,
  orderMark: null,
  supplementStatus: null,
  utr: null,
  clientIp: '1.2.3.4',
  callbackCount: 0,
  callbackSuccess: false,
  lastCallbackAt: null,
  merchantFee: null,
  createTime: '2026-01-01T00:00:00.000Z',
  completedAt: null,
  locked: false,
  remark: '',
  payerUtr: null,
};

describe('reselect form', () => {
  it('picks the suppliers and products to limit to by name and sends their ids', async () => {
    const calls = recordCalls();
    server.use(
      signedInAs('admin', 1),
      http.get(`*${userCalls.getSupplierUserOptions.path}`, () =>
        ok([
          { value: 12, label: 'Supplier 01', account: 'supplier01' },
          { value: 15, label: 'Supplier 05', account: 'supplier05' },
        ]),
      ),
      http.get(`*${orderActionCalls.getOrderProductList.path}`, () =>
        ok([
          { id: 3001, name: 'International Card' },
          { id: 3024, name: 'UPI Main' },
        ]),
      ),
      http.post(`*${orderActionCalls.reselect.path}`, () => ok(order as never)),
      http.get(`*${orderActionCalls.getOrderMarkList.path}`, () => ok([])),
      http.get('*/v1.0/system-config/getEnableGoogleVerifyForManualSupplement', () => ok(true)),
    );
    renderPage(<ActionForms order={order} action="reselect" onClose={() => undefined} />, '/order/list');
    expect(screen.queryByText(/comma separated/)).toBeNull();
    const suppliers = await screen.findByRole('listbox', { name: 'Only these suppliers' });
    fireEvent.click(await within(suppliers).findByText('Supplier 01'));
    fireEvent.click(within(suppliers).getByText('Supplier 05'));
    const products = screen.getByRole('listbox', { name: 'Only these products' });
    fireEvent.click(await within(products).findByText('UPI Main'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/order/reselect'))?.body).toMatchObject({
        orderCode: 'C1',
        supplierIdList: ['12', '15'],
        productIdList: ['3024'],
      }),
    );
  });
});
