// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  payGatewayCalls,
  type ConnectionTestResult,
  type PayGatewayList,
  type PayGatewayRow,
} from '../../../../src/contract/index.ts';
import { PayGatewaysPage } from '../../../../src/features/pay-gateways/components/pay-gateways-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { ok, recordCalls, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(cleanup);

const gateway: PayGatewayRow = {
  id: 3,
  name: 'RazorpayX main',
  kind: 'razorpayx',
  baseUrl: 'https://api.razorpay.com',
  accountNumber: '7878780080316316',
  keyId: { configured: true, last4: '0001' },
  keySecret: { configured: true, last4: 'K9x2' },
  webhookSecret: { configured: true },
  enabled: true,
  productIds: [2002],
  minAmount: 10_000,
  maxAmount: 0,
  dailyLimit: 5_000_000,
  usedToday: 120_000,
  openPayouts: 2,
  webhookPath: '/v1.0/payGateway/webhook/3',
  updatedBy: 'superadmin',
  updateTime: '2026-05-01T10:00:00.000Z',
};
const list: PayGatewayList = {
  gateways: [gateway],
  products: [{ id: 2002, name: 'Razorpay Payout', currency: 'INR' }],
};

function show(
  path: string,
  role: 'superAdmin' | 'technicalMaintenance',
  test: ConnectionTestResult = { outcome: 'unauthorized', httpStatus: 401, ms: 80 },
) {
  server.use(
    signedInAs(role, 1),
    http.get(`*${payGatewayCalls.list.path}`, () => ok(list)),
    http.post(`*${payGatewayCalls.testConnection.path}`, () => ok(test)),
  );
  const route = findRoute(appRoutes, path);
  if (!route) throw new Error(`no route ${path}`);
  return renderPage(<PayGatewaysPage route={route} />, route.path);
}

describe('payment gateways page', () => {
  it('shows a gateway with its routing and limits, and its credentials only as set with their last 4', async () => {
    show('/payGatewayConfig', 'superAdmin');
    const card = await screen.findByTestId('gateway-card');
    expect(card.textContent).toContain('Razorpay Payout');
    expect(card.textContent).toContain('Set, ending K9x2');
    expect(card.textContent).toContain('/v1.0/payGateway/webhook/3');
    expect(card.textContent).toContain('1,200.00 / 50,000.00');
  });

  it('tests the connection and says the outcome in words', async () => {
    const calls = recordCalls();
    show('/payGatewayConfig', 'superAdmin');
    const card = await screen.findByTestId('gateway-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Test connection' }));
    const result = await within(card).findByTestId('gateway-test-result');
    expect(result.textContent).toBe(
      'The gateway refused the key ID or key secret (HTTP 401). Check them and save again.',
    );
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/testConnection'))?.body).toEqual({ id: 3 });
  });

  it('saves an edit with the stored keys left empty (kept), never filling a stored key into the form', async () => {
    const calls = recordCalls();
    server.use(http.post(`*${payGatewayCalls.save.path}`, () => ok(gateway)));
    show('/payGatewayConfig', 'superAdmin');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit gateway' }));
    const secret = await screen.findByLabelText('Key secret');
    expect((secret as HTMLInputElement).value).toBe('');
    expect((secret as HTMLInputElement).placeholder).toBe('Set, ending K9x2: leave empty to keep it');
    fireEvent.change(screen.getByLabelText('Largest payout'), { target: { value: '2500' } });
    fireEvent.click(within(secret.closest('form')!).getByRole('button', { name: 'Save' }));
    await screen.findByText('Gateway RazorpayX main saved');
    const sent = calls.find((c) => c.method === 'POST' && c.path.endsWith('/payGateway/save'))?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      id: 3,
      keySecret: '',
      maxAmount: '2500',
      minAmount: '100.00',
      productIds: [2002],
      enabled: true,
    });
  });

  it('shows the readonly variant without any editor or test button (copying the webhook address stays)', async () => {
    show('/payGatewayConfig/readonly', 'technicalMaintenance');
    const card = await screen.findByTestId('gateway-card');
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Copy webhook address']);
    expect(screen.queryByTestId('gateway-add')).toBeNull();
  });
});
