// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { orderCreateCalls, ProductId, systemConfigCalls } from '../../../../src/contract/index.ts';
import { MerchantKeySection } from '../../../../src/features/profile/components/merchant-key-section.tsx';
import { ok, renderPage, server, useApiServer } from '../../support/render-page.tsx';

useApiServer();
afterEach(cleanup);

function showGuide(apiUrl: string) {
  server.use(http.get(`*${systemConfigCalls.getApiUrl.path}`, () => ok(apiUrl)));
  renderPage(
    <MerchantKeySection
      merchant={{
        mchId: 31,
        signType: 'MD5',
        keySet: true,
        maskedKey: 'ab…yz',
        testKeySet: true,
        maskedTestKey: 'cd…wx',
      }}
    />,
    '/profile/list',
  );
}

describe('ApiUrl in the merchant API guide', () => {
  it('tells the merchant to POST to the ApiUrl the superAdmin set', async () => {
    showGuide('https://api.pay.example');
    await waitFor(() =>
      expect(screen.getByTestId('guide-url').textContent).toBe(
        `https://api.pay.example${orderCreateCalls.create.path}`,
      ),
    );
  });

  it("falls back to this app's own origin while no ApiUrl is set", async () => {
    showGuide('');
    await waitFor(() =>
      expect(screen.getByTestId('guide-url').textContent).toBe(
        `${window.location.origin}${orderCreateCalls.create.path}`,
      ),
    );
  });
});

describe('the example order of the merchant API guide', () => {
  // Product 1 exists nowhere: the example must name a product merchants have (UPI Main is every
  // demo merchant's; tests/server/merchant-api.test.ts places the example as shown).
  it('signs and shows an order on UPI Main for the merchant itself', async () => {
    showGuide('');
    const body = JSON.parse(screen.getByTestId('sign-body').textContent ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ mchId: 31, productId: ProductId.mainProduct });
    expect(screen.getByTestId('sign-string').textContent).toContain(`productId=${ProductId.mainProduct}&`);
  });
});
