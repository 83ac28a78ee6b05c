// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { orderActionCalls } from '../../../../src/contract/index.ts';
import { PayoutUploadForm } from '../../../../src/features/payout-upload/components/payout-upload-form.tsx';
import { ok, recordCalls, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';

useApiServer();
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('payout upload form', () => {
  it('offers the products by name, with the id in small type', async () => {
    const calls = recordCalls();
    server.use(
      signedInAs('merchant', 20),
      http.get(`*${orderActionCalls.getOrderProductList.path}`, () =>
        ok([
          { id: 2001, name: 'India Auto Payout' },
          { id: 2002, name: 'Razorpay Payout' },
          { id: 3016, name: 'USDT Payout (TRC20)' },
          { id: 1045, name: 'USDT Payout x10000' },
        ]),
      ),
    );
    renderPage(<PayoutUploadForm onDirty={() => undefined} onDone={() => undefined} />, '/payProxyOrder/upload');
    const choice = screen.getByRole('listbox', { name: 'Product' });
    await within(choice).findByText('India Auto Payout');
    const options = within(choice).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'India Auto Payout2001',
      'Razorpay Payout2002',
      'USDT Payout (TRC20)3016',
      'USDT Payout x100001045',
    ]);
    expect(options[0]!.querySelector('small')?.textContent).toBe('2001');
    expect(calls.find((c) => c.path.endsWith('/getOrderProductList'))?.body).toEqual({ kind: 'payout' });
  });

  it('says offline that the file is sent only once the connection is back', async () => {
    server.use(
      signedInAs('merchant', 20),
      http.get(`*${orderActionCalls.getOrderProductList.path}`, () => ok([])),
    );
    onlineManager.setOnline(false);
    renderPage(<PayoutUploadForm onDirty={() => undefined} onDone={() => undefined} />, '/payProxyOrder/upload');
    expect((await screen.findByTestId('offline-actions-note')).textContent).toMatch(/sent only once the connection/);
  });
});
